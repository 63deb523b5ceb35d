import type {
  LoginResult,
  PublicSysConfig,
  ScanTicket,
  SmsCodeResult,
  TicketStatusResult,
} from '@tessera/shared';
import { http } from '@/lib/http';

/** Calls of the scan-code and verification-code sign-in modes and the login page settings. */
export const signInModesApi = {
  /** GET /api/oauth/getTicket: a new scan-code ticket. */
  getTicket: () => http.get<ScanTicket>('/api/oauth/getTicket', undefined, { silent: true }),
  /** GET /api/oauth/getTicketStatus/{ticket}. */
  ticketStatus: (ticket: string) =>
    http.get<TicketStatusResult>(`/api/oauth/getTicketStatus/${encodeURIComponent(ticket)}`, undefined, {
      silent: true,
    }),
  /** POST /api/oauth/SmsCode: sends a verification code. */
  sendSmsCode: (mobile: string) =>
    http.post<SmsCodeResult>('/api/oauth/SmsCode', { mobile }, { silent: true }),
  /** POST /api/oauth/LoginBySms. */
  loginBySms: (mobile: string, code: string) =>
    http.post<LoginResult>('/api/oauth/LoginBySms', { mobile, code }, { silent: true }),
  /** GET /api/system/SysConfig/public: company name, contacts, product name and version. */
  publicConfig: () => http.get<PublicSysConfig>('/api/system/SysConfig/public', undefined, { silent: true }),
};
