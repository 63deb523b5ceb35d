/** Most items one save takes; the rest wait for the next one. */
const MAX_BATCH = 500;

interface Pending<T> {
  item: T;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Group commit: items written while a save is running are saved together by the next one, so under
 * load one transaction (one commit, one round trip) stores many, and alone an item waits only for the
 * end of the current event-loop turn. Saves run one at a time, in the order items were written; each
 * item's promise settles with its batch, so nothing is reported stored before it is.
 */
export class BatchWriter<T> {
  private queue: Pending<T>[] = [];
  private running: Promise<void> | undefined;

  constructor(
    private readonly save: (items: T[]) => Promise<void>,
    private readonly maxBatch = MAX_BATCH,
  ) {}

  /** Queues an item; resolves once its batch is stored, rejects with the batch's error. */
  write(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.running ??= new Promise<void>((started) => setImmediate(started)).then(() => this.drain());
    });
  }

  /** Resolves when everything written so far is saved (or failed). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        await this.save(batch.map((p) => p.item));
        for (const p of batch) p.resolve();
      } catch (error) {
        for (const p of batch) p.reject(error);
      }
    }
    this.running = undefined;
  }
}
