import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DomainEvents, RecordEvent } from '../../platform/events';
import { attachableFiles, attachStoredFiles } from '../files/attachments';
import type { BaseFileTable } from '../files/chunks/chunks.table';
import { FILE_ID } from '../files/links/signed-links';
import type { Model } from './online-dev.types';

/** The owner kind of files attached to online form records (`base_file.belongs_kind`). */
export const ONLINE_DEV_FILE_KIND = 'onlineDev';

/** Widgets whose values list stored files (`[{name, fileId, url, ...}]`). */
const UPLOAD_KEYS = new Set(['uploadFile', 'uploadImg']);
/** A stored file's internal reference, as an upload widget keeps it in `url`. */
const FILE_REF = /^\/api\/file\/Download\/file\/([0-9]{1,40})$/;

/** What a record's files belong to: its model and its id (the reader finds the record by both). */
export const recordFileOwner = (modelId: string, recordId: string) => ({
  kind: ONLINE_DEV_FILE_KIND,
  id: `${modelId}:${recordId}`,
});

/** The stored file ids one upload value names, by `fileId` or by internal `url`. */
function idsOf(value: unknown, out: Set<string>): void {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return;
    }
  }
  if (!Array.isArray(list)) return;
  for (const item of list.slice(0, 1000)) {
    if (!item || typeof item !== 'object') continue;
    const { fileId, url } = item as { fileId?: unknown; url?: unknown };
    if (typeof fileId === 'string' && FILE_ID.test(fileId)) out.add(fileId);
    const ref = typeof url === 'string' ? FILE_REF.exec(url.split('?')[0] ?? '') : null;
    if (ref?.[1]) out.add(ref[1]);
  }
}

/** Every stored file a built record's upload fields name, main and sub-table rows alike. */
export function recordFileIds(
  model: Model,
  main: Record<string, unknown>,
  subRows: readonly { vModel: string; rows: Record<string, unknown>[] }[],
): string[] {
  const out = new Set<string>();
  for (const f of model.fields.main) if (UPLOAD_KEYS.has(f.jnpfKey)) idsOf(main[f.vModel], out);
  for (const t of model.fields.tables) {
    const uploads = t.columns.filter((c) => UPLOAD_KEYS.has(c.jnpfKey));
    if (!uploads.length) continue;
    const rows = subRows.find((s) => s.vModel === t.vModel)?.rows ?? [];
    for (const row of rows) for (const c of uploads) idsOf(row[c.vModel], out);
  }
  return [...out];
}

/**
 * The files of online form records (ADR 0022): a save may name only files the saver owns and
 * that belong to nothing, or that already belong to this record (anything else is refused
 * before the save); they are attached to the record, so whoever may read the record reads them.
 * Files an update leaves out and the files of a deleted record are their owners' own again.
 *
 * A create and an update attach in the record's own transaction (an update's files replace the
 * record's: those it leaves out are let go); a delete lets go of the files on `record.deleted`.
 */
export class OnlineDevFiles {
  /** Model id by main table name (filled as models are read; a delete reads its model first). */
  private readonly models = new Map<string, string>();

  constructor(
    private readonly db: Kysely<DB>,
    events: DomainEvents | undefined,
  ) {
    events?.on('record.deleted', (e) => this.deleted(e));
  }

  /** Notes which model a main table belongs to. */
  known(model: Model): void {
    this.models.set(model.tables.main.name, model.version.visual_dev_id);
  }

  /** The files a new record names, checked (400 `fileAttachRefused` for anyone else's). */
  checked(userId: string, ids: readonly string[]): Promise<Map<string, BaseFileTable>> {
    return attachableFiles(this.db, userId, ids, { kind: ONLINE_DEV_FILE_KIND, id: '' });
  }

  /** Attaches a new record's checked files, in the record's transaction. */
  attach(trx: Kysely<DB>, userId: string, rows: Map<string, BaseFileTable>, modelId: string, id: string) {
    return attachStoredFiles(trx, userId, rows, recordFileOwner(modelId, id));
  }

  /** The files an update of record `recordId` names, checked (its own files stay allowed). */
  checkedFor(
    model: Model,
    recordId: string,
    userId: string,
    ids: readonly string[],
  ): Promise<Map<string, BaseFileTable>> {
    this.known(model);
    return attachableFiles(this.db, userId, ids, recordFileOwner(model.version.visual_dev_id, recordId));
  }

  private async deleted(e: RecordEvent): Promise<void> {
    const modelId = this.models.get(e.resource);
    if (!modelId) return;
    // attaching nothing lets go of every file the record held
    await attachStoredFiles(this.db, e.userId, new Map(), recordFileOwner(modelId, e.id));
  }
}
