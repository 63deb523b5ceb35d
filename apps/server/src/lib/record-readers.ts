/** Who asks to read a record (from the session). */
export interface RecordCaller {
  userId: string;
  isAdministrator: boolean;
}

/** Whether the caller may read the record `id` of one resource (its menu's data scope). */
export type RecordReader = (caller: RecordCaller, id: string) => Promise<boolean>;

/**
 * Resource (menu code) -> "may this caller read record id?". Modules whose records others print
 * or show by id (users; later online forms) register here; print data asks before its SQL runs.
 */
export class RecordReaders {
  private readonly readers = new Map<string, RecordReader>();

  /** Registers the reader of a resource; a second registration of one resource is a mistake. */
  register(resource: string, reader: RecordReader): void {
    if (this.readers.has(resource)) throw new Error(`record reader registered twice: ${resource}`);
    this.readers.set(resource, reader);
  }

  /** Whether a resource has a reader. */
  has(resource: string): boolean {
    return this.readers.has(resource);
  }

  /** The registered resources, in registration order. */
  resources(): string[] {
    return [...this.readers.keys()];
  }

  /** Whether the caller may read the record; an unknown resource answers false. */
  async canRead(resource: string, caller: RecordCaller, id: string): Promise<boolean> {
    const reader = this.readers.get(resource);
    return reader ? reader(caller, id) : false;
  }
}
