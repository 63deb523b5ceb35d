/** Who asks to read a record (from the session). */
export interface RecordCaller {
  userId: string;
  isAdministrator: boolean;
}

/** Whether the caller may read the record `id` of one resource (its menu's data scope). */
export type RecordReader = (caller: RecordCaller, id: string) => Promise<boolean>;

/**
 * Field names a caller may not see in one resource's records (form permissions): of the main
 * record, and of its sub-table rows. Print data leaves them out.
 */
export interface HiddenRecordFields {
  main: ReadonlySet<string>;
  child: ReadonlySet<string>;
}

/** The reader of a resource made at run time (an online form's menu) and its hidden fields. */
export interface ResolvedRecordReader {
  read: RecordReader;
  hidden?: (caller: RecordCaller) => Promise<HiddenRecordFields>;
}

/** Finds the readers of resources made at run time (online forms' menus) and lists them. */
export interface RecordReaderResolver {
  find(resource: string): Promise<ResolvedRecordReader | undefined>;
  list(): Promise<string[]>;
}

const NOTHING_HIDDEN: HiddenRecordFields = { main: new Set(), child: new Set() };

/**
 * Resource (menu code) -> "may this caller read record id?". Modules whose records others print
 * or show by id register here: fixed resources (users) by code, resources made at run time
 * (online forms' menus) through a resolver. Print data asks before its SQL runs.
 */
export class RecordReaders {
  private readonly readers = new Map<string, RecordReader>();
  private readonly resolvers: RecordReaderResolver[] = [];

  /** Registers the reader of a resource; a second registration of one resource is a mistake. */
  register(resource: string, reader: RecordReader): void {
    if (this.readers.has(resource)) throw new Error(`record reader registered twice: ${resource}`);
    this.readers.set(resource, reader);
  }

  /** Adds a resolver of resources made at run time. */
  resolve(resolver: RecordReaderResolver): void {
    this.resolvers.push(resolver);
  }

  /** Whether a fixed resource has a reader. */
  has(resource: string): boolean {
    return this.readers.has(resource);
  }

  /** Whether a resource, fixed or made at run time, has a reader. */
  async knows(resource: string): Promise<boolean> {
    return this.readers.has(resource) || (await this.resolved(resource)) !== undefined;
  }

  /** The fixed resources, in registration order. */
  resources(): string[] {
    return [...this.readers.keys()];
  }

  /** Every resource with a reader: the fixed ones, then those the resolvers list now. */
  async allResources(): Promise<string[]> {
    const found = await Promise.all(this.resolvers.map((r) => r.list()));
    return [...new Set([...this.readers.keys(), ...found.flat()])];
  }

  /** Whether the caller may read the record; an unknown resource answers false. */
  async canRead(resource: string, caller: RecordCaller, id: string): Promise<boolean> {
    const reader = this.readers.get(resource) ?? (await this.resolved(resource))?.read;
    return reader ? reader(caller, id) : false;
  }

  /** The fields the caller may not see in the resource's records (none for a fixed resource). */
  async hiddenFields(resource: string, caller: RecordCaller): Promise<HiddenRecordFields> {
    if (this.readers.has(resource)) return NOTHING_HIDDEN;
    const hidden = (await this.resolved(resource))?.hidden;
    return hidden ? hidden(caller) : NOTHING_HIDDEN;
  }

  private async resolved(resource: string): Promise<ResolvedRecordReader | undefined> {
    for (const resolver of this.resolvers) {
      const found = await resolver.find(resource);
      if (found) return found;
    }
    return undefined;
  }
}
