// The sign-in routes with their schemas: the zod-free heads (auth.heads.ts, which take their answer
// types from the contracts) joined with the contracts' schemas. Kept apart from both so that
// neither contract imports the heads (no import loop, type-only or not).
import { authHeads, signInModeHeads } from './auth.heads';
import {
  accountParamsSchema,
  currentUserQuerySchema,
  loginAccountConfigSchema,
  loginBodySchema,
  loginResultSchema,
  unlockBodySchema,
} from './auth.contract';
import { defineRoutes } from './route';
import {
  publicSysConfigSchema,
  smsCodeBodySchema,
  smsLoginBodySchema,
  ticketParamsSchema,
} from './sign-in.contract';

/**
 * Sign-in, current user, sign-out, lock screen and login page settings: the zod-free {@link authHeads}
 * plus their schemas (the server registers these; the web client calls through the heads).
 * `CurrentUser` answers a pre-serialized envelope, so its answer stays a type marker.
 */
export const authRoutes = defineRoutes({
  login: { ...authHeads.login, body: loginBodySchema, answer: loginResultSchema },
  currentUser: { ...authHeads.currentUser, query: currentUserQuerySchema },
  logout: authHeads.logout,
  updatePasswordMessage: authHeads.updatePasswordMessage,
  lockScreen: { ...authHeads.lockScreen, body: unlockBodySchema },
  accountConfig: {
    ...authHeads.accountConfig,
    params: accountParamsSchema,
    answer: loginAccountConfigSchema,
  },
  loginConfig: authHeads.loginConfig,
});

/** Scan-code and verification-code sign-in and the public settings: {@link signInModeHeads} plus schemas. */
export const signInModeRoutes = defineRoutes({
  getTicket: signInModeHeads.getTicket,
  ticketStatus: { ...signInModeHeads.ticketStatus, params: ticketParamsSchema },
  scanned: { ...signInModeHeads.scanned, params: ticketParamsSchema },
  confirm: { ...signInModeHeads.confirm, params: ticketParamsSchema },
  cancel: { ...signInModeHeads.cancel, params: ticketParamsSchema },
  smsCode: { ...signInModeHeads.smsCode, body: smsCodeBodySchema },
  loginBySms: { ...signInModeHeads.loginBySms, body: smsLoginBodySchema, answer: loginResultSchema },
  publicConfig: { ...signInModeHeads.publicConfig, answer: publicSysConfigSchema },
});
