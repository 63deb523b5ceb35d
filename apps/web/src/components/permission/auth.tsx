import type { ReactNode } from 'react';
import { useButtonAuth } from './use-permission';

/** Props of {@link Auth}. */
export interface AuthProps {
  /** The button code the user must hold, e.g. btn_add. */
  code: string;
  /** Route address whose menu decides; the current route when omitted. */
  address?: string;
  children: ReactNode;
}

/** Renders its children only when the user holds `code` on the route's menu (spec 02 section 6). */
export function Auth({ code, address, children }: AuthProps) {
  return useButtonAuth(code, address) ? <>{children}</> : null;
}
