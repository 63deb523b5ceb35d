import {
  type DynamicField,
  type DynamicFilter,
  type DynamicTable,
  type OnlineDevConfig,
  type OnlineDevSaveBody,
  type VisualDevFieldDataQuery,
} from '@tessera/shared';
import type { FieldItem } from '@tessera/shared/form-model/form-data';
import type { Kysely } from 'kysely';
import { DynamicRepository, type DynamicAccess } from '../../db/dynamic/dynamic-repository';
import { dynamicScopeFields } from '../../db/dynamic/dynamic-scope';
import { badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../plugins/types';
import {
  SUB_TABLE_FOREIGN_KEY,
  compileRegRule,
  designFields,
  evaluateCalculate,
  parseDesign,
  type DesignField,
  type DesignTables,
} from './form-model.adapter';
import { designs, releaseMenus, versions } from './visualdev.repository';
import { OnlineDevFiles, recordFileIds } from './online-dev-files';
import type { Model, OnlineDevDeps } from './online-dev.types';

export type { Model, OnlineDevDeps } from './online-dev.types';
import { richValue } from './rich-values';

/** Rows one sub-table submission may hold. */
const MAX_SUB_ROWS = 1000;
/** Parsed released versions kept in memory. */
const PARSED_MAX = 200;

/** What the runtime needs of other modules. */
/** Values the server fills: the actor, their organisation and position, the time. */
export interface SystemValues {
  userId: string;
  organizeId: string | null;
  positionId: string | null;
  now: number;
}

/** A submission shaped for storage: the main row and each sub-table's rows. */
export interface BuiltRecord {
  main: Record<string, unknown>;
  subRows: { vModel: string; table: DynamicTable; rows: Record<string, unknown>[] }[];
}

/** The record object of a save body's `data` text (400 when it is not a JSON object). */
export function parseRecordData(text: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest('visualDevDataInvalid');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw badRequest('visualDevDataInvalid');
  return data as Record<string, unknown>;
}

export const empty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && !v.length);

/** A submitted value in the shape its column takes ('' and undefined: null). */
function shaped(value: unknown, column: DynamicField | undefined): unknown {
  if (value === undefined || value === '') return null;
  if (!column) return value;
  if ((column.kind === 'string' || column.kind === 'text') && typeof value === 'number') return String(value);
  if ((column.kind === 'string' || column.kind === 'text') && typeof value === 'string') return value;
  if (column.kind === 'integer' && typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/**
 * The form-only runtime of released designs (`/api/visualdev/OnlineDev/{modelId}`): the
 * configuration and saving a record into the released tables, every rule checked again here.
 */
export class OnlineDevService {
  /** The files records name: checked on save, attached to the record (ADR 0022). */
  readonly files: OnlineDevFiles;

  constructor(private readonly deps: OnlineDevDeps) {
    this.files = new OnlineDevFiles(deps.db, deps.events);
  }

  /**
   * The menu a model's runtime routes are checked on: the first of its released menus the caller
   * holds (the first one when they hold none, so the check refuses); null: no such released model.
   */
  async menuOf(modelId: string, user: SessionUser | null): Promise<string | null> {
    const { db, access } = this.deps;
    if (!(await designs.find(db, modelId)) || !(await versions.latest(db, modelId))) return null;
    const codes = (await releaseMenus.ofDesign(db, modelId)).map((m) => m.en_code);
    if (!codes.length) return null;
    if (user) for (const code of codes) if (await access.can(user, code)) return code;
    return codes[0]!;
  }

  /**
   * The table a released menu lists and the fields its data schemes may use (the data-scope
   * explain call); undefined for any other menu.
   */
  async scopeTarget(menuCode: string) {
    const property = await releaseMenus.propertyOf(this.deps.db, menuCode);
    let moduleId: unknown;
    try {
      moduleId = (JSON.parse(property ?? '{}') as { moduleId?: unknown }).moduleId;
    } catch {
      return undefined;
    }
    if (typeof moduleId !== 'string') return undefined;
    const version = await versions.latest(this.deps.db, moduleId);
    if (!version) return undefined;
    const main = (JSON.parse(version.table_json) as DesignTables).main;
    return { table: main.name, fields: dynamicScopeFields(main) };
  }

  /** The released configuration (jnpf-contract §4). */
  async config(modelId: string): Promise<OnlineDevConfig> {
    const { version } = await this.model(modelId);
    return {
      id: modelId,
      fullName: version.full_name,
      enCode: version.en_code,
      webType: Number(version.web_type),
      formData: version.form_data,
      columnData: version.column_data,
      appColumnData: version.app_column_data,
      enableFlow: Number(version.enable_flow),
      flowId: null,
      flowTemplateJson: null,
    };
  }

  /** Saves a new record: the main row and its sub-table rows, in one transaction. */
  async create(modelId: string, body: OnlineDevSaveBody, user: SessionUser): Promise<{ id: string }> {
    const model = await this.model(modelId);
    const input = parseRecordData(body.data);
    const vars = await this.deps.dataScope.variables(user.userId);
    const built = await this.build(model, input, {
      userId: user.userId,
      organizeId: vars.organizeId,
      positionId: vars.positionId,
      now: Date.now(),
    });
    const { db, dialect, events } = this.deps;
    const access: DynamicAccess = { userId: user.userId, organizeId: vars.organizeId, scope: undefined };
    const mainTable = model.tables.main;
    await this.checkUnique(model, built.main, access);
    const files = await this.files.checked(user.userId, recordFileIds(model, built.main, built.subRows));
    return db.transaction().execute(async (trx) => {
      const conn = trx as unknown as Kysely<unknown>;
      const created = await new DynamicRepository(conn, dialect, mainTable, events).insert(
        built.main,
        access,
      );
      const id = String(created.id);
      for (const { table, rows } of built.subRows) {
        const sub = new DynamicRepository(conn, dialect, table, events);
        for (const row of rows) await sub.insert({ ...row, [SUB_TABLE_FOREIGN_KEY]: id }, access);
      }
      await this.files.attach(trx, user.userId, files, model.version.visual_dev_id, id);
      return { id };
    });
  }

  /**
   * A submission checked and shaped for storage, the same for create and update: required,
   * regList and sub-table uniqueness checked, system fields and formulas the server's own. On an
   * update, `stored` is the row being changed: the fields it fixes (creator, creation time, bill
   * number) keep their stored values and the modifier fields are filled.
   */
  async build(
    model: Model,
    input: Record<string, unknown>,
    system: SystemValues,
    stored?: Record<string, unknown>,
  ): Promise<BuiltRecord> {
    const mainTable = model.tables.main;
    const mainColumns = new Map(mainTable.fields.map((f) => [f.name, f]));
    const main: Record<string, unknown> = {};
    for (const f of model.fields.main) {
      const value = richValue(f.jnpfKey, await this.valueOf(f, input, undefined, system, stored), f.label);
      this.check(f, value, f.label);
      main[f.vModel] = shaped(value, mainColumns.get(f.vModel));
    }
    const subRows: BuiltRecord['subRows'] = [];
    for (const t of model.fields.tables) {
      const table = model.tables.subTables.find((x) => x.vModel === t.vModel)?.table;
      if (!table) continue;
      const columns = new Map(table.fields.map((f) => [f.name, f]));
      const given = Array.isArray(input[t.vModel]) ? (input[t.vModel] as unknown[]) : [];
      if (given.length > MAX_SUB_ROWS)
        throw badRequest('visualDevTooManyRows', { label: t.label, max: MAX_SUB_ROWS });
      const rows: Record<string, unknown>[] = [];
      for (const raw of given) {
        const row =
          raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
        const out: Record<string, unknown> = {};
        for (const c of t.columns) {
          const value = richValue(
            c.jnpfKey,
            await this.valueOf(c, input, { table: t.vModel, values: row }, system, undefined),
            c.label,
          );
          this.check(c, value, c.label);
          out[c.vModel] = shaped(value, columns.get(c.vModel));
        }
        rows.push(out);
      }
      // Unique columns of a sub-table: no two rows of one submission may share a value.
      for (const c of t.columns.filter((x) => x.field.__config__.unique === true)) {
        const seen = new Set<string>();
        for (const r of rows) {
          const value = r[c.vModel];
          if (empty(value)) continue;
          const key = String(value).trim();
          if (seen.has(key)) throw badRequest('visualDevDuplicate', { label: c.label });
          seen.add(key);
        }
      }
      subRows.push({ vModel: t.vModel, table, rows });
    }
    return { main, subRows };
  }

  /** Unique main fields: no other live row may hold the value (`exceptId`: the row being updated). */
  async checkUnique(
    model: Model,
    main: Record<string, unknown>,
    access: DynamicAccess,
    exceptId?: string,
  ): Promise<void> {
    const { db, dialect } = this.deps;
    const repo = new DynamicRepository(db as unknown as Kysely<unknown>, dialect, model.tables.main);
    for (const f of model.fields.main.filter((x) => x.field.__config__.unique === true)) {
      const value = main[f.vModel];
      if (empty(value) || typeof value === 'object') continue;
      const filters: DynamicFilter[] = [
        { field: f.vModel, op: 'eq', value: typeof value === 'string' ? value.trim() : (value as number) },
      ];
      if (exceptId) filters.push({ field: 'id', op: 'ne', value: exceptId });
      const hit = await repo.list({ filters, pageSize: 1 }, { ...access, scope: undefined });
      if (hit.pagination.total) throw badRequest('visualDevDuplicate', { label: f.label });
    }
  }

  /** Records of a released form for relation-form pickers, in the caller's data scope. */
  async fieldData(modelId: string, query: VisualDevFieldDataQuery, user: SessionUser) {
    const mainTable = (await this.model(modelId)).tables.main;
    const menu = await this.menuOf(modelId, user);
    const scope = menu
      ? await this.deps.dataScope.where(user, menu, dynamicScopeFields(mainTable))
      : undefined;
    const names = new Set(mainTable.fields.map((f) => f.name));
    const wanted = (query.columnOptions ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => names.has(s));
    const relation = query.relationField && names.has(query.relationField) ? query.relationField : undefined;
    const relationKind = mainTable.fields.find((f) => f.name === relation)?.kind;
    const filters =
      query.keyword && relation && (relationKind === 'string' || relationKind === 'text')
        ? [{ field: relation, op: 'like' as const, value: query.keyword }]
        : [];
    const repo = new DynamicRepository(
      this.deps.db as unknown as Kysely<unknown>,
      this.deps.dialect,
      mainTable,
    );
    const page = await repo.list(
      { filters, currentPage: query.currentPage, pageSize: Math.min(query.pageSize, 500) },
      { userId: user.userId, organizeId: null, scope },
    );
    const keep = new Set(['id', ...wanted, ...(relation ? [relation] : [])]);
    return {
      list: page.list.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => keep.has(k)))),
      pagination: {
        currentPage: page.pagination.currentPage,
        pageSize: page.pagination.pageSize,
        total: page.pagination.total ?? 0,
      },
    };
  }

  /** The value the server stores for a field: system fields and formulas are the server's own. */
  private async valueOf(
    f: DesignField,
    input: Record<string, unknown>,
    row: { table: string; values: Record<string, unknown> } | undefined,
    system: SystemValues,
    stored: Record<string, unknown> | undefined,
  ): Promise<unknown> {
    const given = row ? row.values[f.vModel] : input[f.vModel];
    const keep = stored && !row ? stored[f.vModel] : undefined;
    switch (f.jnpfKey) {
      case 'createUser':
        return stored && !row ? keep : system.userId;
      case 'createTime':
        return stored && !row ? keep : system.now;
      case 'currOrganize':
        return stored && !row ? keep : system.organizeId;
      case 'currPosition':
        return stored && !row ? keep : system.positionId;
      case 'modifyUser':
        return stored ? system.userId : null;
      case 'modifyTime':
        return stored ? system.now : null;
      case 'billRule': {
        if (!empty(keep)) return keep;
        const rule = (f.field.__config__ as { rule?: unknown }).rule;
        if (!empty(given) || typeof rule !== 'string' || !rule) return given;
        return this.deps.billRule.billNumber(rule);
      }
      case 'calculate':
        return evaluateCalculate(f.field, input, row);
      default:
        return given;
    }
  }

  /** Required and regList rules of one value (form-model.md §6), messages naming the field. */
  private check(f: DesignField, value: unknown, label: string): void {
    const config = f.field.__config__ as FieldItem['__config__'] & { required?: unknown; regList?: unknown };
    if (config.required === true && empty(value)) throw badRequest('visualDevRequired', { label });
    if (empty(value) || (typeof value !== 'string' && typeof value !== 'number')) return;
    const rules = Array.isArray(config.regList) ? config.regList.slice(0, 20) : [];
    for (const rule of rules as { pattern?: unknown }[]) {
      const re = compileRegRule(rule?.pattern);
      if (re && !re.test(String(value).slice(0, 10000))) throw badRequest('visualDevPattern', { label });
    }
  }

  /** A released model, parsed (404 when there is none). */
  async model(modelId: string): Promise<Model> {
    const { db } = this.deps;
    if (!(await designs.find(db, modelId))) throw notFound('dynamicModelNotFound');
    const version = await versions.latest(db, modelId);
    if (!version) throw notFound('dynamicModelNotFound');
    // a version never changes: its parsed design is kept (parsing a large design on every call
    // of a busy list would cost more than the query)
    const hit = this.parsed.get(version.id);
    if (hit) {
      this.files.known(hit);
      return hit;
    }
    const design = parseDesign(version.form_data);
    if (!design) throw notFound('dynamicModelNotFound');
    const model = {
      version,
      tables: JSON.parse(version.table_json) as DesignTables,
      fields: designFields(design),
    };
    if (this.parsed.size >= PARSED_MAX) this.parsed.delete(this.parsed.keys().next().value!);
    this.parsed.set(version.id, model);
    this.files.known(model);
    return model;
  }

  /** Parsed released versions by version id (oldest dropped first). */
  private readonly parsed = new Map<string, Model>();
}
