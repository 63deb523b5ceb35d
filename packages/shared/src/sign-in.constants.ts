// Zod-free constants of the sign-in modes, so the web client's /login bundle does not pull in zod.

/** A mainland mobile number: 11 digits, 1 then 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Seconds before another verification code may be sent to the same mobile. */
export const SMS_RESEND_SECONDS = 60;
/** Digits of a verification code. */
export const SMS_CODE_LENGTH = 6;
/** How often the login page asks for a scan-code ticket's status, in ms. */
export const TICKET_POLL_MS = 2000;

/** The QR code's payload: what a mobile app reads to confirm a ticket. */
export const scanPayload = (ticket: string) => JSON.stringify({ t: 'tessera-login', ticket });
