import { useEffect, useState } from 'react';
import type { PublicSysConfig } from '@tessera/shared';
import { signInModesApi } from '../api/sign-in-modes-api';

/** The public system settings (company name, contacts, product), or undefined while loading. */
export function usePublicConfig(): PublicSysConfig | undefined {
  const [config, setConfig] = useState<PublicSysConfig>();
  useEffect(() => {
    let alive = true;
    signInModesApi
      .publicConfig()
      .then((res) => alive && setConfig(res.data))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return config;
}
