// Zod-free heads (method, path, permission, answer type) of the sign-in and session routes. The web
// client's entry and /login bundle call through these, so zod stays out of them (ADR 0005); the full
// declarations in auth.contract.ts, sign-in.contract.ts and user-settings.contract.ts add the schemas.
import type { CurrentUserResult, LoginAccountConfig, LoginResult } from './auth.contract';
import { answer, defineRoutes } from './route-spec';
import type { PublicSysConfig, ScanTicket, SmsCodeResult, TicketStatusResult } from './sign-in.contract';

const OAUTH = '/api/oauth';
const CURRENT = '/api/permission/Users/Current';
const oauthTags = ['oauth'];

/** Answer of `GET /api/oauth/getLoginConfig`: no single-sign-on redirect or social sign-in here. */
export interface LoginConfigResult {
  redirect: boolean;
  url: string;
  ticketParams: string;
  socialsList: unknown[];
}

/** Answer of `POST /api/oauth/updatePasswordMessage`. */
export interface PasswordMessageResult {
  /** The password is one an administrator set and must be changed before anything else. */
  mustChangePassword: boolean;
}

/** Sign-in, current user, sign-out, lock screen and the login page's account settings (`/api/oauth/*`). */
export const authHeads = defineRoutes({
  /** An SVG image code (raw, not an envelope); the full declaration is `sysConfigRoutes.imageCode`. */
  imageCode: {
    method: 'GET',
    path: `${OAUTH}/ImageCode/:codeLength/:timestamp`,
    auth: 'public',
    tags: oauthTags,
  },
  login: {
    method: 'POST',
    path: `${OAUTH}/Login`,
    auth: 'public',
    answer: answer<LoginResult>(),
    tags: oauthTags,
  },
  currentUser: {
    method: 'GET',
    path: `${OAUTH}/CurrentUser`,
    auth: 'user',
    answer: answer<CurrentUserResult>(),
    tags: oauthTags,
  },
  logout: { method: 'GET', path: `${OAUTH}/Logout`, auth: 'user', answer: answer<null>(), tags: oauthTags },
  /**
   * Called after every sign-in (the original client does): tells whether the password must be
   * changed first, with the reminder as the message when it must.
   */
  updatePasswordMessage: {
    method: 'POST',
    path: `${OAUTH}/updatePasswordMessage`,
    auth: 'user',
    answer: answer<PasswordMessageResult>(),
    tags: oauthTags,
  },
  lockScreen: {
    method: 'POST',
    path: `${OAUTH}/LockScreen`,
    auth: 'user',
    answer: answer<null>(),
    tags: oauthTags,
  },
  accountConfig: {
    method: 'GET',
    path: `${OAUTH}/getConfig/:account`,
    auth: 'public',
    answer: answer<LoginAccountConfig>(),
    tags: oauthTags,
  },
  loginConfig: {
    method: 'GET',
    path: `${OAUTH}/getLoginConfig`,
    auth: 'public',
    answer: answer<LoginConfigResult>(),
    tags: oauthTags,
  },
});

/** Scan-code and verification-code sign-in, and the public settings the login page shows. */
export const signInModeHeads = defineRoutes({
  getTicket: {
    method: 'GET',
    path: `${OAUTH}/getTicket`,
    auth: 'public',
    answer: answer<ScanTicket>(),
    tags: oauthTags,
  },
  ticketStatus: {
    method: 'GET',
    path: `${OAUTH}/getTicketStatus/:ticket`,
    auth: 'public',
    answer: answer<TicketStatusResult>(),
    tags: oauthTags,
  },
  scanned: {
    method: 'POST',
    path: `${OAUTH}/ScanCode/:ticket/Scanned`,
    auth: 'user',
    answer: answer<null>(),
    tags: oauthTags,
  },
  confirm: {
    method: 'POST',
    path: `${OAUTH}/ScanCode/:ticket/Confirm`,
    auth: 'user',
    answer: answer<null>(),
    tags: oauthTags,
  },
  cancel: {
    method: 'POST',
    path: `${OAUTH}/ScanCode/:ticket/Cancel`,
    auth: 'user',
    answer: answer<null>(),
    tags: oauthTags,
  },
  smsCode: {
    method: 'POST',
    path: `${OAUTH}/SmsCode`,
    auth: 'public',
    answer: answer<SmsCodeResult>(),
    tags: oauthTags,
  },
  loginBySms: {
    method: 'POST',
    path: `${OAUTH}/LoginBySms`,
    auth: 'public',
    answer: answer<LoginResult>(),
    tags: oauthTags,
  },
  publicConfig: {
    method: 'GET',
    path: '/api/system/SysConfig/public',
    auth: 'public',
    answer: answer<PublicSysConfig>(),
    tags: ['system'],
  },
});

/** The signed-in user's language and layout (`PUT /api/permission/Users/Current/System*`). */
export const userSettingsHeads = defineRoutes({
  language: {
    method: 'PUT',
    path: `${CURRENT}/SystemLanguage`,
    auth: 'user',
    answer: answer<null>(),
    tags: ['users'],
  },
  theme: {
    method: 'PUT',
    path: `${CURRENT}/SystemTheme`,
    auth: 'user',
    answer: answer<null>(),
    tags: ['users'],
  },
});
