/** Where a sign-in came from (for the audit log and rate limit). */
export interface ClientMeta {
  ip: string;
  userAgent?: string;
  url: string;
  method: string;
}
