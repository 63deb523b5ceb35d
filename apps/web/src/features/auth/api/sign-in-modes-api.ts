import { signInModeHeads as heads, type signInModeRoutes } from '@tessera/shared';
import { callHeadEnvelope } from '@/lib/call-head';

type Routes = typeof signInModeRoutes;
const silent = { silent: true };

/** Calls of the scan-code and verification-code sign-in modes and the login page settings (zod-free heads). */
export const signInModesApi = {
  /** A new scan-code ticket. */
  getTicket: () => callHeadEnvelope<Routes['getTicket']>(heads.getTicket, {}, silent),
  /** The status of a scan-code ticket (token and theme once, when confirmed). */
  ticketStatus: (ticket: string) =>
    callHeadEnvelope<Routes['ticketStatus']>(heads.ticketStatus, { params: { ticket } }, silent),
  /** Sends a verification code. */
  sendSmsCode: (mobile: string) =>
    callHeadEnvelope<Routes['smsCode']>(heads.smsCode, { body: { mobile } }, silent),
  /** Signs in with a mobile number and its verification code. */
  loginBySms: (mobile: string, code: string) =>
    callHeadEnvelope<Routes['loginBySms']>(heads.loginBySms, { body: { mobile, code } }, silent),
  /** Company name, contacts, product name and version. */
  publicConfig: () => callHeadEnvelope<Routes['publicConfig']>(heads.publicConfig, {}, silent),
};
