import type { OnlineDevExportBody } from '@tessera/shared';
import type { Kysely } from 'kysely';
import { badRequest, notFound } from '../../lib/errors';
import type { TempSheets } from '../../lib/excel';
import { writeSheetToFile, type SheetValue } from '../../lib/excel';
import type { SessionUser } from '../../plugins/types';
import type { DesignField } from './form-model.adapter';
import type { OnlineDevListService } from './online-dev-list.service';
import { ListQuery, columnHidden, listPaging } from './online-dev-query.repository';
import { countIn, idIn, selectAfter, selectPage, type Cursor } from './online-dev-rows.repository';
import type { OnlineDevDeps } from './online-dev.service';

/** Widgets no export carries (form-model.md §5.7). */
const NOT_EXPORTED = new Set(['sign', 'signature', 'location', 'uploadFile', 'uploadImg', 'editor']);
/** Rows read and written per batch: memory stays flat whatever the total. */
const BATCH = 1000;

/** A column of the file: a main field, or a sub-table column (its values one per line). */
interface ExportColumn {
  header: string;
  field: DesignField;
  table?: string;
}

/**
 * Actions/ExportData of a generated list (form-model.md §5.7): the current page, everything the
 * query finds, or the selected rows, in the chosen columns, always inside the caller's data scope
 * and column permissions. The file is written batch by batch (streamed), every text cell made
 * safe from formula injection.
 */
export class OnlineDevExportService {
  constructor(
    private readonly deps: OnlineDevDeps & { sheets: TempSheets },
    private readonly records: OnlineDevListService,
  ) {}

  async export(
    modelId: string,
    body: OnlineDevExportBody,
    user: SessionUser,
  ): Promise<{ name: string; url: string; exported: number }> {
    const c = await this.records.caller(modelId, user);
    const { dialect } = this.deps;
    const conn = this.deps.db as unknown as Kysely<unknown>;
    if (!body.selectKey.length) throw badRequest('onlineDevExportColumns');
    const all = this.records.visible(c, new Set());
    const columns: ExportColumn[] = [];
    for (const key of [...new Set(body.selectKey)]) {
      const main = all.main.find((f) => f.vModel === key);
      const dash = key.indexOf('-');
      const table = !main && dash > 0 ? all.tables.find((t) => t.vModel === key.slice(0, dash)) : undefined;
      const child = table?.columns.find((col) => col.vModel === key.slice(dash + 1));
      const field = main ?? child;
      if (!field) throw badRequest('onlineDevUnknownField', { field: key.slice(0, 64) });
      if (columnHidden(c.hiddenColumns, key))
        throw badRequest('onlineDevFieldNotGranted', { field: key.slice(0, 64) });
      if (NOT_EXPORTED.has(field.jnpfKey)) throw badRequest('onlineDevNotExportable', { field: key });
      const label = table
        ? `${c.model.fields.tables.find((t) => t.vModel === table.vModel)?.label ?? table.vModel}-${field.label}`
        : field.label;
      columns.push({ header: `${label}(${key})`, field, table: table?.vModel });
    }
    const query = new ListQuery(c.model.tables, c.design, dialect, c.hiddenColumns);
    const conditions = [...(c.access.scope ? [c.access.scope] : []), ...query.where(body)];
    const main = c.model.tables.main;
    const mainFields = columns.filter((col) => !col.table).map((col) => col.field);
    const tables = [...new Set(columns.filter((col) => col.table).map((col) => col.table!))].map(
      (vModel) => ({
        vModel,
        columns: columns.filter((col) => col.table === vModel).map((col) => col.field),
      }),
    );
    const cells = (row: Record<string, unknown>): SheetValue[] =>
      columns.map((col) => {
        if (!col.table) return cell(col.field, row[col.field.vModel]);
        const kids = (row[col.table] ?? []) as Record<string, unknown>[];
        return kids.map((k) => String(cell(col.field, k[col.field.vModel]) ?? '')).join('\n');
      });
    const shown = (rows: Record<string, unknown>[]) => this.records.display(c, mainFields, tables, rows);

    let exported = 0;
    let batches: AsyncIterable<SheetValue[][]>;
    if (body.dataType === 0) {
      const paging = listPaging(body, c.design.pageSize);
      const page = await selectPage(conn, main, conditions, query.order(body.sidx, body.sort), paging);
      const rows = (await shown(page.rows)).map(cells);
      exported = rows.length;
      batches = (async function* () {
        yield rows;
      })();
    } else {
      if (body.dataType === 2) {
        const ids = [...new Set(body.selectIds)];
        if (!ids.length) throw badRequest('onlineDevExportIds');
        // a selected id outside the scope (or gone) refuses the export
        if ((await countIn(conn, dialect, main, conditions, ids)) !== ids.length)
          throw notFound('onlineDevRowMissing');
        conditions.push(idIn(dialect, ids));
      }
      batches = (async function* () {
        for (let after: Cursor | null = null; ;) {
          const batch = await selectAfter(conn, dialect, main, conditions, after, BATCH);
          if (!batch.rows.length) return;
          const out = (await shown(batch.rows)).map(cells);
          exported += out.length;
          yield out;
          if (batch.rows.length < BATCH) return;
          after = batch.next;
        }
      })();
    }
    const name = `${c.model.version.full_name}.xlsx`;
    const stored = await this.deps.sheets.saveWith(user.userId, 'download', name, (file) =>
      writeSheetToFile(
        file,
        c.model.version.en_code,
        columns.map((col) => col.header),
        batches,
      ),
    );
    return { name, url: `/api/visualdev/OnlineDev/${modelId}/ExcelDownload/${stored}`, exported };
  }

  /** An exported file of this caller (400 when it is unknown, expired or someone else's). */
  async download(user: SessionUser, fileName: string): Promise<{ name: string; bytes: Buffer }> {
    const file = await this.deps.sheets.read(user.userId, 'download', fileName);
    if (!file) throw badRequest('importFileExpired');
    return file;
  }
}

/** A display value as a cell: numbers stay numbers, everything else is text. */
function cell(field: DesignField, value: unknown): SheetValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && (field.jnpfKey === 'numInput' || field.jnpfKey === 'calculate')) {
    const n = Number(value);
    if (value.trim() !== '' && Number.isFinite(n)) return n;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  return JSON.stringify(value);
}
