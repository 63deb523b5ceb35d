import {
  authHeads,
  userSettingsHeads,
  type authRoutes,
  type Language,
  type LayoutTheme,
  type LoginBody,
  type userSettingsRoutes,
} from '@tessera/shared';
import { callHeadEnvelope } from './call-head';
import { md5Hex } from './md5';

type Auth = typeof authRoutes;
type Settings = typeof userSettingsRoutes;

/** Session calls shared by the stores and the shell (spec 01 section 7), through the zod-free route heads. */
export const authApi = {
  /** Signs in, form-encoded; rejects with the whole envelope on failure. */
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
    return callHeadEnvelope<Auth['login']>(authHeads.login, { body }, { form: true, silent: true });
  },
  /** The signed-in user, menus and permissions. */
  currentUser: () => callHeadEnvelope<Auth['currentUser']>(authHeads.currentUser, { query: {} }),
  /** Ends the session. */
  logout: () => callHeadEnvelope<Auth['logout']>(authHeads.logout, {}),
  /** Checks the password to unlock the lock screen. */
  unlock: (account: string, password: string) =>
    callHeadEnvelope<Auth['lockScreen']>(authHeads.lockScreen, {
      body: { account, password: md5Hex(password) },
    }),
  /** Whether sign-in needs a verification code. */
  accountConfig: (account: string) =>
    callHeadEnvelope<Auth['accountConfig']>(
      authHeads.accountConfig,
      { params: { account } },
      { silent: true },
    ),
  /** Saves the language the user works in. */
  saveLanguage: (language: Language) =>
    callHeadEnvelope<Settings['language']>(userSettingsHeads.language, { body: { language } }),
  /** Saves the layout the user chose. */
  saveTheme: (theme: LayoutTheme) =>
    callHeadEnvelope<Settings['theme']>(userSettingsHeads.theme, { body: { theme } }),
};
