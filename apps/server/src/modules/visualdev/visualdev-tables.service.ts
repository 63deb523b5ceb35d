import {
  DYNAMIC_TABLE_PREFIX,
  identifierProblem,
  tableBindingOf,
  type DynamicTable,
  type FormData,
  type VisualDevBindableTable,
  type VisualDevTableField,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import { readLiveTable } from '../../db/dynamic/catalogue';
import { STANDARD_COLUMNS } from '../../db/dynamic/layout';
import type { LiveTable } from '../../db/dynamic/schema-diff';
import { describeStorage, sameStorage } from '../../db/dynamic/storage';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { SUB_TABLE_FOREIGN_KEY, designFields, type DesignTables } from './form-model.adapter';
import { bindingTables } from './visualdev-tables.repository';

// Binding a design to existing tables (ADR 0025 amendment): which tables may be bound, their
// columns for the designer, and the checks a release makes before it uses a bound table.

/** Most tables the designer's list answers. */
const LIST_MAX = 1000;

/** Whether a live table is one the dynamic layer manages: every standard column, of its type. */
function managed(live: LiveTable): boolean {
  const byName = new Map(live.columns.map((c) => [c.name, c]));
  return STANDARD_COLUMNS.every((s) => {
    const c = byName.get(s.name);
    return c?.storage != null && sameStorage(c.storage, s.storage);
  });
}

const hasForeignKey = (live: LiveTable) =>
  live.columns.some((c) => c.name === SUB_TABLE_FOREIGN_KEY && c.storage?.type === 'varchar');

/** A name the binding may even look up: the prefix and an identifier (never quoted otherwise). */
const nameAcceptable = (table: string) =>
  table.startsWith(DYNAMIC_TABLE_PREFIX) && table.length <= 63 && identifierProblem(table) === null;

/** What the latest versions say about the tables: the design names and the field labels. */
interface Known {
  designs: Map<string, string[]>;
  comments: Map<string, string>;
  labels: Map<string, Map<string, string>>;
}

/** The bound tables of a design, checked, with the names a release passes to `tablesOf`. */
export interface BoundNames {
  main?: string;
  /** Sub-table names by the sub-table widget's vModel. */
  subTables: Record<string, string>;
}

/** Bindable tables, their columns, and the release's checks of a binding. */
export class VisualDevTablesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
  ) {}

  private get raw(): Kysely<unknown> {
    return this.db as unknown as Kysely<unknown>;
  }

  /** The tables of the platform database a design may bind. */
  async list(): Promise<{ list: VisualDevBindableTable[] }> {
    const names = await this.dynamicTableNames();
    const known = await this.known();
    const list: VisualDevBindableTable[] = [];
    for (const table of names) {
      const live = await readLiveTable(this.raw, this.dialect, table);
      if (!live || !managed(live)) continue;
      list.push({
        table,
        tableName: known.comments.get(table) ?? '',
        designs: known.designs.get(table) ?? [],
        sub: hasForeignKey(live),
      });
    }
    return { list };
  }

  /** The columns of a bindable table; any other table is refused naming it. */
  async fields(table: string): Promise<{ list: VisualDevTableField[] }> {
    const live = await this.bindable(table);
    const labels = (await this.known()).labels.get(table) ?? new Map<string, string>();
    const standard = new Set<string>([...STANDARD_COLUMNS.map((c) => c.name), SUB_TABLE_FOREIGN_KEY]);
    return {
      list: live.columns.map((c) => ({
        field: c.name,
        fieldName: labels.get(c.name) ?? '',
        dataType: c.storage ? describeStorage(c.storage) : c.declared.toLowerCase(),
        primaryKey: c.name === 'id',
        standard: standard.has(c.name),
      })),
    };
  }

  /**
   * The bound tables of a design's `tables` JSON, each checked: a bindable table (a sub-table one
   * with its foreign key column). A bound sub-table is matched to its widget by vModel, else by the
   * widget's `__config__.tableName`; an item that matches no sub-table widget is ignored.
   */
  async boundNames(tablesText: string | null | undefined, design: FormData): Promise<BoundNames> {
    const binding = tableBindingOf(tablesText);
    if (!binding.main) return { subTables: {} };
    await this.bindable(binding.main);
    const widgets = designFields(design).tables.map((t) => ({
      vModel: t.vModel,
      tableName:
        typeof t.field.__config__.tableName === 'string' ? t.field.__config__.tableName.toLowerCase() : '',
    }));
    const subTables: Record<string, string> = {};
    for (const s of binding.subTables) {
      const widget = s.vModel
        ? widgets.find((w) => w.vModel === s.vModel)
        : widgets.find((w) => w.tableName && w.tableName === s.table.toLowerCase());
      if (!widget) continue;
      const live = await this.bindable(s.table);
      if (!hasForeignKey(live))
        throw badRequest('visualDevSubTableNoKey', { table: s.table, column: SUB_TABLE_FOREIGN_KEY });
      subTables[widget.vModel] = s.table;
    }
    return { main: binding.main, subTables };
  }

  /** Whether a table is also used by another design (its latest version or any version stores records in it). */
  async sharedWithOthers(table: string, designId: string): Promise<boolean> {
    return bindingTables.usedByOther(this.db, table, designId);
  }

  /** The live table when it may be bound; otherwise a 400 naming it. */
  private async bindable(table: string): Promise<LiveTable> {
    const shown = table.slice(0, 80);
    if (!nameAcceptable(table)) throw badRequest('visualDevTableNotBindable', { table: shown });
    const live = await readLiveTable(this.raw, this.dialect, table);
    if (!live) throw badRequest('visualDevTableMissing', { table: shown });
    if (!managed(live)) throw badRequest('visualDevTableNotBindable', { table: shown });
    return live;
  }

  /** Names of the tables with the dynamic prefix, from the catalogue. */
  private async dynamicTableNames(): Promise<string[]> {
    const names = await bindingTables.dynamicTableNames(this.db, this.dialect);
    return names.filter(nameAcceptable).slice(0, LIST_MAX);
  }

  /** Design names, table comments and field labels from every design's latest version. */
  private async known(): Promise<Known> {
    const rows = await bindingTables.versions(this.db);
    const latest = new Map<string, (typeof rows)[number]>();
    for (const r of rows) {
      const seen = latest.get(r.visual_dev_id);
      if (!seen || Number(seen.version) < Number(r.version)) latest.set(r.visual_dev_id, r);
    }
    const known: Known = { designs: new Map(), comments: new Map(), labels: new Map() };
    for (const r of latest.values()) {
      let tables: DesignTables;
      try {
        tables = JSON.parse(r.table_json) as DesignTables;
      } catch {
        continue;
      }
      const all: DynamicTable[] = [tables.main, ...(tables.subTables ?? []).map((t) => t.table)];
      for (const t of all) {
        if (!t?.name) continue;
        known.designs.set(t.name, [...(known.designs.get(t.name) ?? []), r.full_name]);
        if (t.comment && !known.comments.has(t.name)) known.comments.set(t.name, t.comment);
        const labels = known.labels.get(t.name) ?? new Map<string, string>();
        for (const f of t.fields ?? []) if (f.comment && !labels.has(f.name)) labels.set(f.name, f.comment);
        known.labels.set(t.name, labels);
      }
    }
    return known;
  }
}
