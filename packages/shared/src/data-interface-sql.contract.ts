/** Whether SQL data interfaces can run on this server (GET /api/system/DataInterface/SqlStatus). */
export interface DataInterfaceSqlStatus {
  /** False when user SQL would have no safe read-only role: SQL interfaces are then refused. */
  available: boolean;
  /** `noReader`: no reader role configured; `unsafe`: the reader has too many rights; `error`: the check failed. */
  reason: 'noReader' | 'unsafe' | 'error' | null;
  /** Technical detail for the administrator (e.g. a function the reader may call). */
  detail: string | null;
}
