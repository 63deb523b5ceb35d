import type {
  CurrentUserResult,
  Language,
  LayoutTheme,
  LoginAccountConfig,
  LoginBody,
  LoginResult,
} from '@tessera/shared';
import { http, request } from './http';
import { md5Hex } from './md5';

/** Session calls shared by the stores and the shell (spec 01 section 7). */
export const authApi = {
  /** POST /api/oauth/Login, form-encoded; rejects with the whole envelope on failure. */
  login(account: string, password: string, code = '', timestamp = '') {
    const hashed = md5Hex(password);
    const body: LoginBody = {
      account,
      password: hashed,
      code,
      timestamp,
      origin: 'password',
      jnpf_ticket: '',
      client_id: account,
      client_secret: hashed,
      scope: 'all',
      grant_type: 'password',
    };
    return request<LoginResult>('/api/oauth/Login', { method: 'POST', data: body, form: true, silent: true });
  },
  /** GET /api/oauth/CurrentUser. */
  currentUser: () => http.get<CurrentUserResult>('/api/oauth/CurrentUser'),
  /** GET /api/oauth/Logout. */
  logout: () => http.get<null>('/api/oauth/Logout'),
  /** POST /api/oauth/LockScreen: checks the password to unlock. */
  unlock: (account: string, password: string) =>
    http.post<null>('/api/oauth/LockScreen', { account, password: md5Hex(password) }),
  /** GET /api/oauth/getConfig/{account}: whether sign-in needs a verification code. */
  accountConfig: (account: string) =>
    http.get<LoginAccountConfig>(`/api/oauth/getConfig/${encodeURIComponent(account)}`, undefined, {
      silent: true,
    }),
  /** PUT /api/permission/Users/Current/SystemLanguage. */
  saveLanguage: (language: Language) =>
    http.put<null>('/api/permission/Users/Current/SystemLanguage', { language }),
  /** PUT /api/permission/Users/Current/SystemTheme. */
  saveTheme: (theme: LayoutTheme) => http.put<null>('/api/permission/Users/Current/SystemTheme', { theme }),
};
