import { badRequest } from '../../lib/errors';

/** Bounds of the fair limiter. */
export interface FairLimits {
  /** Runs at once, all users together. */
  total: number;
  /** Runs at once of one user. */
  perUser: number;
  /** Runs one user may have waiting; more are refused at once. */
  queuePerUser: number;
  /** Milliseconds a run may wait for its turn before it is refused as busy. */
  waitMs: number;
}

interface Waiter {
  key: string;
  grant: () => void;
}

/**
 * Concurrency limits of user SQL: at most `perUser` runs of one user and `total` of everyone at
 * once; the rest wait in arrival order (a waiter whose user is at its own limit is skipped, so one
 * user cannot block the others) and are refused with `diSqlBusy` after `waitMs`.
 */
export class FairLimiter {
  private running = 0;
  private readonly byUser = new Map<string, number>();
  private readonly queued = new Map<string, number>();
  private readonly waiters: Waiter[] = [];

  constructor(private readonly limits: FairLimits) {}

  /** Runs currently holding a slot (for tests and the status answer). */
  get active(): number {
    return this.running;
  }

  /** Waits for a slot of `key` (the user); answers its release. Throws `diSqlBusy` when refused. */
  async acquire(key: string): Promise<() => void> {
    if (this.free(key)) return this.take(key);
    if ((this.queued.get(key) ?? 0) >= this.limits.queuePerUser) throw badRequest('diSqlBusy');
    this.bump(this.queued, key, 1);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        key,
        grant: () => {
          clearTimeout(timer);
          this.bump(this.queued, key, -1);
          resolve(this.take(key));
        },
      };
      const timer = setTimeout(() => {
        const at = this.waiters.indexOf(waiter);
        if (at >= 0) this.waiters.splice(at, 1);
        this.bump(this.queued, key, -1);
        reject(badRequest('diSqlBusy'));
      }, this.limits.waitMs);
      this.waiters.push(waiter);
    });
  }

  private free(key: string): boolean {
    return this.running < this.limits.total && (this.byUser.get(key) ?? 0) < this.limits.perUser;
  }

  private take(key: string): () => void {
    this.running += 1;
    this.bump(this.byUser, key, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.bump(this.byUser, key, -1);
      this.next();
    };
  }

  private next(): void {
    for (let i = 0; i < this.waiters.length && this.running < this.limits.total;) {
      const waiter = this.waiters[i]!;
      if (this.free(waiter.key)) {
        this.waiters.splice(i, 1);
        waiter.grant();
      } else i += 1;
    }
  }

  private bump(map: Map<string, number>, key: string, by: number): void {
    const n = (map.get(key) ?? 0) + by;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  }
}
