/** What a record event carries: which resource, which record, who acted and when (epoch ms). */
export interface RecordEvent {
  resource: string;
  id: string;
  userId: string;
  at: number;
}

/** The domain events and their payloads. */
export interface DomainEventMap {
  'record.created': RecordEvent;
  'record.updated': RecordEvent;
  'record.deleted': RecordEvent;
}

/** The name of a domain event. */
export type DomainEventName = keyof DomainEventMap;

/** A subscriber; it may be async. Its failure is logged and never reaches the emitter. */
export type DomainEventHandler<E extends DomainEventName> = (
  event: DomainEventMap[E],
) => void | Promise<void>;

/** Where handler failures are reported. */
export interface EventLog {
  error(obj: unknown, msg: string): void;
}

type AnyHandler = (event: unknown) => void | Promise<void>;

/**
 * An in-process bus of domain events. Emitting calls every subscriber of the event; a handler
 * that throws or rejects is logged and isolated, so neither the write that emitted nor the other
 * handlers notice it. Handlers run in this process only (a second instance has its own bus).
 */
export class DomainEvents {
  private readonly handlers = new Map<DomainEventName, Set<AnyHandler>>();

  constructor(private readonly log: EventLog = { error: () => undefined }) {}

  /** Subscribes a handler; answers the function that unsubscribes it. */
  on<E extends DomainEventName>(name: E, handler: DomainEventHandler<E>): () => void {
    const set = this.handlers.get(name) ?? new Set<AnyHandler>();
    set.add(handler as AnyHandler);
    this.handlers.set(name, set);
    return () => this.off(name, handler);
  }

  /** Unsubscribes a handler (no-op when it was not subscribed). */
  off<E extends DomainEventName>(name: E, handler: DomainEventHandler<E>): void {
    this.handlers.get(name)?.delete(handler as AnyHandler);
  }

  /**
   * Calls the event's handlers (synchronous parts run before this returns); the promise settles
   * once every handler has finished and never rejects, so callers may leave it unawaited.
   */
  emit<E extends DomainEventName>(name: E, event: DomainEventMap[E]): Promise<void> {
    const handlers = [...(this.handlers.get(name) ?? [])];
    const runs = handlers.map((handler) => {
      try {
        return Promise.resolve(handler(event)).catch((err: unknown) => this.report(name, event, err));
      } catch (err) {
        this.report(name, event, err);
        return Promise.resolve();
      }
    });
    return Promise.all(runs).then(() => undefined);
  }

  private report(name: DomainEventName, event: unknown, err: unknown): void {
    try {
      this.log.error({ err, event: name, payload: event }, 'domain event handler failed');
    } catch {
      // a broken logger must not break the emitter either
    }
  }
}
