import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LAYOUT_THEMES, type LayoutTheme } from '@tessera/shared';
import { useCompleteSignIn, type HandOver } from '../hooks/use-complete-sign-in';
import { SignInProgress } from './sign-in-progress';

const isTheme = (v: string | null): v is LayoutTheme => LAYOUT_THEMES.some((x) => x === v);

/** /auth-redirect: completes an external sign-in redirect (`token`, `theme`, `redirect` query). */
export function AuthRedirectPage() {
  const [params] = useSearchParams();
  const handOver = useMemo<HandOver>(() => {
    const token = params.get('token') ?? undefined;
    const theme = params.get('theme');
    return {
      token: async () => token,
      theme: isTheme(theme) ? theme : undefined,
      redirect: params.get('redirect'),
    };
  }, [params]);
  useCompleteSignIn(handOver);
  return <SignInProgress />;
}

export default AuthRedirectPage;
