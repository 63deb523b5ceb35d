import { z } from 'zod';
import type { LayoutTheme } from './auth.contract';

export * from './sign-in.constants';

/** Body of `POST /api/oauth/SmsCode` (the pattern is checked by the service, for its own message). */
export const smsCodeBodySchema = z.object({ mobile: z.string().trim().max(50) });
export type SmsCodeBody = z.infer<typeof smsCodeBodySchema>;

/** Body of `POST /api/oauth/LoginBySms`. */
export const smsLoginBodySchema = smsCodeBodySchema.extend({
  code: z.string().trim().max(20),
});
export type SmsLoginBody = z.infer<typeof smsLoginBodySchema>;

/** Answer of `POST /api/oauth/SmsCode`: seconds until a resend is allowed. */
export interface SmsCodeResult {
  resendAfter: number;
}

/** Path parameter of the ticket calls. */
export const ticketParamsSchema = z.object({ ticket: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });
export type TicketParams = z.infer<typeof ticketParamsSchema>;

/** Answer of `GET /api/oauth/getTicket`. */
export interface ScanTicket {
  ticket: string;
  /** Epoch ms after which the ticket is dead. */
  expiresAt: number;
}

/** States of a scan-code ticket. */
export const TICKET_STATUSES = ['waiting', 'scanned', 'confirmed', 'expired', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Answer of `GET /api/oauth/getTicketStatus/{ticket}`; token and theme only once, when confirmed. */
export interface TicketStatusResult {
  status: TicketStatus;
  token?: string;
  theme?: LayoutTheme;
}

/** Answer of `GET /api/system/SysConfig/public`: the public part of the system settings. */
export interface PublicSysConfig {
  sysName: string;
  sysVersion: string;
  copyright: string;
  companyName: string;
  companyContacts: string;
  companyTelePhone: string;
  title: string;
  logoIcon: string;
  loginIcon: string;
}

/** Answer of `GET /api/system/SysConfig/public` (strict: only the public settings leave). */
export const publicSysConfigSchema = z.strictObject({
  sysName: z.string(),
  sysVersion: z.string(),
  copyright: z.string(),
  companyName: z.string(),
  companyContacts: z.string(),
  companyTelePhone: z.string(),
  title: z.string(),
  logoIcon: z.string(),
  loginIcon: z.string(),
});
