/** Paths reachable without a token (spec 01 section 2.1); `:name` matches one segment. */
export const OPEN_PATHS = [
  '/login',
  '/auth-redirect',
  '/sso',
  '/report',
  '/GpsTrajectory',
  '/GpsTrajectory/:orderId',
  '/lockScreen',
  '/TemplatePreview',
  '/redirect/*',
] as const;

/** What the guard knows about one navigation. */
export interface GuardInput {
  path: string;
  /** The query string including `?`, or empty. */
  search: string;
  token: string | undefined;
  isLock: boolean;
  /** The password must be changed first (server-told); undefined while not yet asked. */
  mustChangePassword?: boolean;
  menusLoaded: boolean;
  /** The `token` query parameter, if any. */
  queryToken: string | null;
}

/** What the guard decides. */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Rule 4: replace the stored token with the query token and navigate again. */
  | { kind: 'adoptToken'; token: string }
  /** Rule 5: fetch the current user, build routes, then navigate again. */
  | { kind: 'loadUser' };

/** Whether a path matches a pattern with `:param` segments or a trailing `*`. */
export function matchPath(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.at(-1) === '*')
    return have.length >= want.length - 1 && want.slice(0, -1).every((seg, i) => seg === have[i]);
  if (want.length !== have.length) return false;
  return want.every((seg, i) => (seg.startsWith(':') ? Boolean(have[i]) : seg === have[i]));
}

/** Whether a path is open without a token. */
export function isOpenPath(path: string): boolean {
  return OPEN_PATHS.some((pattern) => matchPath(pattern, path));
}

/** The screen a user whose password an administrator set must pass first. */
export const CHANGE_PASSWORD_PATH = '/changePassword';

/** The route guard of spec 01 section 2.4, as a pure function. */
export function decideGuard(input: GuardInput): GuardDecision {
  const { path, search, token, isLock, menusLoaded, queryToken, mustChangePassword } = input;
  if (path === '/workFlowDetail' && queryToken && queryToken !== token) {
    return { kind: 'adoptToken', token: queryToken };
  }
  if (!token) {
    if (isOpenPath(path)) return { kind: 'allow' };
    return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path + search)}` };
  }
  if (path === '/login') return { kind: 'redirect', to: '/' };
  // nothing but the password change until it is done (the server refuses the rest anyway)
  if (path === CHANGE_PASSWORD_PATH)
    return mustChangePassword === undefined ? { kind: 'loadUser' } : { kind: 'allow' };
  if (mustChangePassword) return { kind: 'redirect', to: CHANGE_PASSWORD_PATH };
  if (isLock && path !== '/lockScreen') return { kind: 'redirect', to: '/lockScreen' };
  if (!menusLoaded) return { kind: 'loadUser' };
  return { kind: 'allow' };
}
