import { hashPassword, verifyPassword } from './password';

/** Where the rehash job reads and writes users marked as holding an import's shared hash. */
export interface RehashStore {
  /** Up to `limit` marked live users with an id after `afterId`, in id order, with their stored hash. */
  marked(afterId: string, limit: number): Promise<{ id: string; passwordHash: string }[]>;
  /** Stores a user's own hash and clears the mark, only while the mark is still set. */
  replace(id: string, hash: string): Promise<void>;
}

/** Options of {@link PasswordRehashJob}. */
export interface RehashOptions {
  store: RehashStore;
  /** The md5 of the initial password new users get now (used for users marked before a restart). */
  initialMd5: () => Promise<string>;
}

/** Where the job reports failures. */
export interface RehashLog {
  error(obj: unknown, msg: string): void;
}

const PAGE = 100;

/**
 * Gives each imported user a hash under their own salt, one hash at a time (one of libuv's four
 * hash threads, so sign-ins keep the others), in the background. An import hands over the md5 it
 * hashed and the new ids; at start the job also walks users still marked from before a restart and
 * rehashes those whose stored hash verifies against the current initial password (the rest keep
 * the mark until they sign in or change password, both of which clear it). It never compares two
 * hashes: every decision is a `verifyPassword` or the mark.
 */
export class PasswordRehashJob {
  private readonly queue: { md5: string; ids: string[] }[] = [];
  private running: Promise<void> | null = null;
  private resumePending = false;
  private stopped = true;
  private log: RehashLog = { error: () => undefined };

  constructor(private readonly options: RehashOptions) {}

  /** Starts the job and schedules the walk over users marked before this start. */
  start(log?: RehashLog): void {
    if (log) this.log = log;
    this.stopped = false;
    this.resumePending = true;
    this.kick();
  }

  /** Queues new users whose hash is the shared one of `md5`. */
  enqueue(md5: string, ids: string[]): void {
    if (!ids.length) return;
    this.queue.push({ md5, ids: [...ids] });
    this.kick();
  }

  /** Stops after the hash in progress; queued users keep their mark for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  /** Resolves once nothing is queued or running (or the job is stopped). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private kick(): void {
    if (this.running || this.stopped) return;
    let failed = false;
    this.running = this.run()
      .catch((err: unknown) => {
        failed = true;
        this.log.error({ err }, 'password rehash failed');
      })
      .finally(() => {
        this.running = null;
        // after a failure (database away) wait a little instead of spinning through the queue
        if (!this.stopped && (this.queue.length || this.resumePending))
          setTimeout(() => this.kick(), failed ? 1000 : 0).unref();
      });
  }

  private async run(): Promise<void> {
    if (this.resumePending) {
      this.resumePending = false;
      await this.resume();
    }
    while (!this.stopped && this.queue.length) {
      const head = this.queue[0]!;
      const id = head.ids.shift();
      if (id === undefined) this.queue.shift();
      else await this.options.store.replace(id, await hashPassword(head.md5));
    }
  }

  private async resume(): Promise<void> {
    const md5 = await this.options.initialMd5();
    for (let after = ''; !this.stopped;) {
      const rows = await this.options.store.marked(after, PAGE);
      if (!rows.length) return;
      for (const row of rows) {
        if (this.stopped) return;
        after = row.id;
        if (await verifyPassword(md5, row.passwordHash))
          await this.options.store.replace(row.id, await hashPassword(md5));
      }
    }
  }
}
