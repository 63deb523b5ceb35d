import {
  DIRECTORY_TYPES,
  DYNAMIC_TABLE_PREFIX,
  MENU_ROOT_ID,
  VISUAL_DEV_MENU_BUTTONS,
  generatedTableName,
  identifierProblem,
  type Language,
  type MenuCategory,
  type VisualDevReleaseBody,
  type VisualDevReleaseResult,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import { applySchema } from '../../db/dynamic/schema-apply';
import type { DB } from '../../db/schema';
import { BUTTON_NAMES } from '../../db/seed-data/menus';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import {
  designFields,
  designProblems,
  designTables,
  parseDesign,
  type DesignTables,
} from './form-model.adapter';
import { listIndexes } from './visualdev-list-indexes';
import { VisualDevTablesService, type BoundNames } from './visualdev-tables.service';
import {
  designs,
  releaseMenus,
  versions,
  type DesignRow,
  type MenuLink,
  type ReleaseResourceTable,
  type WantedResource,
} from './visualdev.repository';

/** A release claim older than this is taken to be abandoned (a crashed instance). */
const CLAIM_STALE_MS = 10 * 60 * 1000;

const EXTRA_BUTTON_NAMES: Record<string, string> = {
  btn_batchRemove: '批量删除',
  btn_batchPrint: '批量打印',
};
const APP_BUTTONS = ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail'];

/** A menu parent chosen for a release. */
interface Parent {
  parentId: string;
  systemId: string;
  category: MenuCategory;
}

/** The list design's permission switches and choices (form-model.md §4), read loosely. */
interface ColumnDesign {
  useBtnPermission?: boolean;
  useColumnPermission?: boolean;
  useFormPermission?: boolean;
  useDataPermission?: boolean;
  btnsList?: { value?: unknown }[];
  columnBtnsList?: { value?: unknown }[];
  columnList?: { prop?: unknown; label?: unknown; sortable?: unknown }[];
  searchList?: { prop?: unknown }[];
}

/**
 * A released menu authorises data (its rows restricted to the granted schemes) only when the list
 * design turns data permissions on; otherwise whoever may open the menu sees every row, as the
 * design says (form-model.md §4), instead of none for want of a scheme to grant.
 */
const dataAuthorize = (row: Pick<DesignRow, 'column_data'>) =>
  columnDesign(row.column_data).useDataPermission ? 1 : 0;

function columnDesign(text: string | null): ColumnDesign {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ColumnDesign) : {};
  } catch {
    return {};
  }
}

const randomSuffix = () => newId().slice(-5);

/** Fields the list design searches or sorts on (they get indexes). */
function searchedFields(text: string | null): string[] {
  const design = columnDesign(text);
  const searched = Array.isArray(design.searchList) ? design.searchList : [];
  const sorted = Array.isArray(design.columnList)
    ? design.columnList.filter((c) => c?.sortable === true)
    : [];
  return [...searched, ...sorted]
    .map((c) => c?.prop)
    .filter((p): p is string => typeof p === 'string' && p.length > 0 && p.length <= 130)
    .slice(0, 50);
}

/**
 * Releases a design (form-model.md §7): checks it, makes or alters its tables (safe changes only),
 * stores a new version, sets state 1 and creates or refreshes its type-3 menus with their buttons,
 * columns, form fields and data schemes. One release of a design at a time (ADR 0025).
 */
export class VisualDevReleaseService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    /** Drops the menu and grant caches after the menus changed. */
    private readonly onMenusChanged: () => void,
    private readonly bound = new VisualDevTablesService(db, dialect),
  ) {}

  async release(
    id: string,
    body: VisualDevReleaseBody,
    userId: string,
    lang: Language,
  ): Promise<VisualDevReleaseResult> {
    const row = await designs.find(this.db, id);
    if (!row) throw notFound();
    const problems = designProblems(row.form_data ?? '', lang);
    const design = parseDesign(row.form_data);
    if (problems.length || !design)
      throw badRequest('visualDevDesignInvalid', { problems: problems.slice(0, 5).join('; ') || 'formData' });
    const parents = await this.parents(body);
    if (!parents.length && (body.pc || body.app) && !(await releaseMenus.ofDesign(this.db, id)).length)
      throw badRequest('visualDevParentRequired');

    const claimedAt = Date.now();
    if (!(await designs.claim(this.db, id, claimedAt, claimedAt - CLAIM_STALE_MS)))
      throw badRequest('visualDevReleaseBusy');
    try {
      const latest = await versions.latest(this.db, id);
      const previous = latest ? (JSON.parse(latest.table_json) as DesignTables) : undefined;
      // Tables bound in the design (ADR 0025 amendment) win over the names kept from the previous version.
      const bound = await this.bound.boundNames(row.tables, design);
      const boundNames = new Set([bound.main, ...Object.values(bound.subTables)]);
      const own = bound.main ? await this.ownSubTables(row, design, bound, previous) : {};
      const made = designTables(
        design,
        {
          mainTable: bound.main ?? previous?.main.name ?? (await this.newMainTable(row)),
          enCode: row.en_code,
          subTables: {
            ...(previous ? Object.fromEntries(previous.subTables.map((t) => [t.vModel, t.table.name])) : {}),
            ...own,
            ...bound.subTables,
          },
          comment: row.full_name,
          searched: searchedFields(row.column_data),
        },
        lang,
      );
      if (!made.ok)
        throw badRequest('visualDevDesignInvalid', { problems: made.problems.slice(0, 5).join('; ') });
      const { tables } = made;
      // a list's searches, sorts and data scopes get composite indexes (a form alone has no list)
      if (Number(row.web_type) !== 1)
        tables.main.indexes = [...(tables.main.indexes ?? []), ...listIndexes(row.column_data, tables.main)];
      const all = [tables.main, ...tables.subTables.map((t) => t.table)];
      // Each table in its own locked transaction; applying again finds nothing left to do, so a
      // release that fails after this point is simply repeated.
      // A table bound here or used by another design is shared: additions only, nothing dropped.
      for (const table of all) {
        const shared = boundNames.has(table.name) || (await this.bound.sharedWithOthers(table.name, id));
        await applySchema(this.db as unknown as Kysely<unknown>, this.dialect, table, { shared });
      }
      const version = Number(latest?.version ?? 0) + 1;
      const now = Date.now();
      const menus = await this.db.transaction().execute(async (trx) => {
        await versions.insert(trx, {
          id: newId(),
          visual_dev_id: id,
          version,
          full_name: row.full_name,
          en_code: row.en_code,
          web_type: Number(row.web_type),
          enable_flow: Number(row.enable_flow),
          tables: row.tables,
          form_data: row.form_data,
          column_data: row.column_data,
          app_column_data: row.app_column_data,
          table_json: JSON.stringify(tables),
          created_at: now,
          created_by: userId,
        });
        await designs.update(trx, id, { state: 1 }, userId, now);
        return this.upsertMenus(trx, row, parents, tables, body, userId, now);
      });
      this.onMenusChanged();
      return { version, tables: all.map((t) => t.name), menus };
    } finally {
      await designs.unclaim(this.db, id, claimedAt);
    }
  }

  /** The chosen parents: a directory menu, or a system id for a top-level menu. */
  private async parents(body: VisualDevReleaseBody): Promise<Parent[]> {
    const chosen: { id: string; category: MenuCategory }[] = [
      ...(body.pc ? body.pcModuleParentId.map((id) => ({ id, category: 'Web' as const })) : []),
      ...(body.app ? body.appModuleParentId.map((id) => ({ id, category: 'App' as const })) : []),
    ];
    const out: Parent[] = [];
    for (const { id, category } of chosen) {
      const menu = await releaseMenus.menu(this.db, id);
      if (menu && DIRECTORY_TYPES.includes(Number(menu.type)) && menu.category === category)
        out.push({ parentId: menu.id, systemId: menu.system_id, category });
      else if (!menu && (await releaseMenus.system(this.db, id)))
        out.push({ parentId: MENU_ROOT_ID, systemId: id, category });
      else throw badRequest('visualDevParentMissing', { id: id.slice(0, 64) });
    }
    return out;
  }

  /**
   * With a bound main table, a sub-table that is neither bound nor named before gets a name of
   * this design's own (`dyn_<code>_<vModel>`), never `<bound main>_<vModel>`, which may be another
   * design's sub-table.
   */
  private async ownSubTables(
    row: DesignRow,
    design: NonNullable<ReturnType<typeof parseDesign>>,
    bound: BoundNames,
    previous: DesignTables | undefined,
  ): Promise<Record<string, string>> {
    const own: Record<string, string> = {};
    for (const t of designFields(design).tables) {
      const tableName = t.field.__config__.tableName;
      if (bound.subTables[t.vModel] || previous?.subTables.some((p) => p.vModel === t.vModel)) continue;
      if (typeof tableName === 'string' && tableName.trim()) continue;
      const byCode = generatedTableName(`${row.en_code}_${t.vModel}`);
      own[t.vModel] =
        byCode.length <= 48 && !(await versions.tableOwnedByOther(this.db, byCode, row.id))
          ? byCode
          : generatedTableName(`vd_${row.id}_${t.vModel}`);
    }
    return own;
  }

  /** The main table of a first release: `dyn_<code>`, or `dyn_vd_<id>` when that is taken or unusable. */
  private async newMainTable(row: DesignRow): Promise<string> {
    const byCode = `${DYNAMIC_TABLE_PREFIX}${row.en_code.toLowerCase()}`;
    if (
      byCode.length <= 48 &&
      !identifierProblem(byCode) &&
      !(await versions.tableOwnedByOther(this.db, byCode, row.id))
    )
      return byCode;
    return `${DYNAMIC_TABLE_PREFIX}vd_${row.id.toLowerCase()}`;
  }

  private async upsertMenus(
    trx: Kysely<DB>,
    row: DesignRow,
    parents: Parent[],
    tables: DesignTables,
    body: VisualDevReleaseBody,
    userId: string,
    now: number,
  ): Promise<VisualDevReleaseResult['menus']> {
    const existing = await releaseMenus.ofDesign(trx, row.id);
    const webType = Number(row.web_type);
    const property = JSON.stringify({ moduleId: row.id, iconBackgroundColor: '', isTree: 0, webType });
    const touched: MenuLink[] = [];
    for (const p of parents) {
      const same = existing.find(
        (m) => m.parent_id === p.parentId && m.system_id === p.systemId && m.category === p.category,
      );
      if (same) {
        touched.push(same);
        continue;
      }
      let enCode = `${row.en_code}${randomSuffix()}`;
      while (await releaseMenus.codeTaken(trx, enCode, p.category))
        enCode = `${row.en_code}${randomSuffix()}`;
      const menuId = newId();
      await releaseMenus.insert(
        trx,
        menuId,
        {
          parent_id: p.parentId,
          system_id: p.systemId,
          category: p.category,
          full_name: row.full_name,
          en_code: enCode,
          url_address: '',
          property_json: property,
          icon: 'icon-ym icon-ym-webForm',
          sort_code: 999,
          type: 3,
          enabled_mark: 1,
          is_button_authorize: 1,
          is_column_authorize: 1,
          is_form_authorize: 1,
          // rows are restricted by data schemes only when the design turns data permissions on
          is_data_authorize: dataAuthorize(row),
        },
        userId,
        now,
      );
      const link = {
        id: menuId,
        parent_id: p.parentId,
        system_id: p.systemId,
        category: p.category,
        en_code: enCode,
        enabled_mark: 1,
      };
      existing.push(link);
      touched.push(link);
    }
    if (!parents.length && !existing.length && (body.pc || body.app))
      throw badRequest('visualDevParentRequired');
    const columns = columnDesign(row.column_data);
    for (const menu of existing) {
      const address =
        menu.category === 'App'
          ? `/pages/apply/dynamicModel/index?id=${menu.en_code}`
          : `model/${menu.en_code}`;
      await releaseMenus.refresh(
        trx,
        menu.id,
        { url_address: address, property_json: property, is_data_authorize: dataAuthorize(row) },
        userId,
        now,
      );
      const resources = this.resources(row, tables, columns, menu.category === 'App');
      for (const [table, wanted] of resources)
        await releaseMenus.upsertResources(trx, table, menu.id, wanted, userId, now, newId);
    }
    return existing.map((m) => ({ id: m.id, enCode: m.en_code, category: m.category as MenuCategory }));
  }

  /** The permission resources a released menu carries (form-model.md §7 step 4, rulings 3). */
  private resources(
    row: DesignRow,
    tables: DesignTables,
    columns: ColumnDesign,
    app: boolean,
  ): [ReleaseResourceTable, WantedResource[]][] {
    const out: [ReleaseResourceTable, WantedResource[]][] = [];
    const mainTable = tables.main.name;
    const chosen = new Set(
      [...(columns.btnsList ?? []), ...(columns.columnBtnsList ?? [])]
        .map((b) => (typeof b?.value === 'string' ? `btn_${b.value}` : ''))
        .filter(Boolean),
    );
    const formOnly = Number(row.web_type) === 1;
    const codes = app ? APP_BUTTONS : formOnly ? ['btn_add'] : [...VISUAL_DEV_MENU_BUTTONS];
    out.push([
      'base_module_button',
      codes.map((code) => ({
        en_code: code,
        full_name: BUTTON_NAMES[code] ?? EXTRA_BUTTON_NAMES[code] ?? code,
        enabled_mark: formOnly || !chosen.size || chosen.has(code) || code === 'btn_detail' ? 1 : 0,
      })),
    ]);
    if (columns.useColumnPermission && Array.isArray(columns.columnList))
      out.push([
        'base_module_column',
        columns.columnList
          .filter((c) => typeof c?.prop === 'string' && c.prop)
          .slice(0, 500)
          .map((c) => ({
            en_code: String(c.prop).slice(0, 100),
            full_name: String(c.label ?? c.prop).slice(0, 100),
            enabled_mark: 1,
            bind_table: mainTable,
          })),
      ]);
    const design = parseDesign(row.form_data);
    if (columns.useFormPermission && design) {
      const { main, tables: subs } = designFields(design);
      const forms: WantedResource[] = main.map((f) => ({
        en_code: f.vModel.slice(0, 100),
        full_name: f.label.slice(0, 100),
        enabled_mark: 1,
        bind_table: mainTable,
      }));
      for (const t of subs) {
        const bind = tables.subTables.find((x) => x.vModel === t.vModel)?.table.name ?? null;
        forms.push({
          en_code: t.vModel.slice(0, 100),
          full_name: t.label.slice(0, 100),
          enabled_mark: 1,
          bind_table: bind,
        });
        for (const c of t.columns)
          forms.push({
            en_code: `${t.vModel}-${c.vModel}`.slice(0, 100),
            full_name: `${t.label}-${c.label}`.slice(0, 100),
            enabled_mark: 1,
            bind_table: bind,
          });
      }
      out.push(['base_module_form', forms]);
    }
    if (columns.useDataPermission) {
      const rule = (field: string, value: string) =>
        JSON.stringify({ logic: 'and', rules: [{ field, op: '==', value }] });
      out.push([
        'base_module_scheme',
        [
          { en_code: 'jnpf_alldata', full_name: '全部数据', enabled_mark: 1, all_data: 1 },
          {
            en_code: 'jnpf_own',
            full_name: '我创建的',
            enabled_mark: 1,
            condition_json: rule('creatorUserId', '@userId'),
          },
          {
            en_code: 'jnpf_organize',
            full_name: '本组织的',
            enabled_mark: 1,
            condition_json: rule('organizeId', '@organizeId'),
          },
        ],
      ]);
    }
    return out;
  }
}
