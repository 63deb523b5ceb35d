import {
  BUTTON_CODE_RULE,
  CODE_RULE,
  FIELD_CODE_RULE,
  NAME_RULE,
  dataScopeConditionSchema,
  type ResourceBody,
  type ResourceItem,
  type ResourceListQuery,
  type SchemeBody,
  type SchemeItem,
  type Language,
} from '@tessera/shared';
import { localRows, parseTranslations, storeTranslations } from '@tessera/shared/translations';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { findMenu } from './menus.repository';
import { removeResourceRows, type OnChange } from './menus.service';
import {
  findResource,
  findScheme,
  insertResource,
  insertScheme,
  listResourceRows,
  listSchemeRows,
  resourceCodeTaken,
  updateResourceRow,
  type ResourceRow,
  type ResourceTable,
  type ResourceValues,
  type SchemeRow,
  type SchemeValues,
} from './resources.repository';

const matches = (keyword: string | undefined, r: { full_name: string; en_code: string }) =>
  !keyword ||
  r.full_name.toLowerCase().includes(keyword.toLowerCase()) ||
  r.en_code.toLowerCase().includes(keyword.toLowerCase());

const common = (r: ResourceRow | SchemeRow) => ({
  id: r.id,
  moduleId: r.module_id,
  fullName: r.full_name,
  enCode: r.en_code,
  sortCode: Number(r.sort_code),
  enabledMark: Number(r.enabled_mark),
  description: r.description,
  creatorTime: Number(r.created_at),
  translations: parseTranslations(r.translations),
});

const toResource = (r: ResourceRow): ResourceItem => ({
  ...common(r),
  parentId: r.parent_id,
  bindTable: r.bind_table,
});

const toScheme = (r: SchemeRow): SchemeItem => ({
  ...common(r),
  allData: Number(r.all_data),
  matchLogic: r.match_logic ?? 'and',
  conditionJson: r.condition_json,
});

/** Buttons, columns and form fields of a menu: one service per table. */
export class ResourcesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly table: ResourceTable,
    private readonly onChange: OnChange,
  ) {}

  /** Live resources of a menu, their names in a language. */
  async list(
    moduleId: string,
    query: ResourceListQuery,
    lang: Language = 'zh',
  ): Promise<{ list: ResourceItem[] }> {
    const rows = localRows(await listResourceRows(this.db, this.table, moduleId), lang);
    return { list: rows.filter((r) => matches(query.keyword, r)).map(toResource) };
  }

  /** One resource. */
  async info(id: string): Promise<ResourceItem> {
    const row = await findResource(this.db, this.table, id);
    if (!row) throw notFound();
    return toResource(row);
  }

  /** Adds a resource to a menu; answers its id. */
  async create(body: ResourceBody, userId: string): Promise<{ id: string }> {
    if (!(await findMenu(this.db, body.moduleId))) throw notFound();
    const id = newId();
    const values = await this.checked(body, body.moduleId);
    await insertResource(
      this.db,
      this.table,
      { id, module_id: body.moduleId, ...values },
      userId,
      Date.now(),
    );
    this.onChange();
    return { id };
  }

  /** Edits a resource (it stays on its menu). */
  async update(id: string, body: ResourceBody, userId: string): Promise<void> {
    const old = await findResource(this.db, this.table, id);
    if (!old) throw notFound();
    const values = await this.checked(body, old.module_id, old);
    await updateResourceRow(this.db, this.table, id, values, userId, Date.now());
    this.onChange();
  }

  /** Soft-deletes a resource and its grants. */
  async remove(id: string, userId: string): Promise<void> {
    if (!(await findResource(this.db, this.table, id))) throw notFound();
    await removeResourceRows(this.db, this.table, id, userId);
    this.onChange();
  }

  private async checked(body: ResourceBody, moduleId: string, old?: ResourceRow): Promise<ResourceValues> {
    if (!NAME_RULE.pattern.test(body.fullName)) throw badRequest('nameInvalid');
    if (body.enCode !== old?.en_code) {
      if (this.table === 'base_module_button' && !BUTTON_CODE_RULE.pattern.test(body.enCode))
        throw badRequest('buttonCodeInvalid');
      if (this.table !== 'base_module_button' && !FIELD_CODE_RULE.pattern.test(body.enCode))
        throw badRequest('fieldCodeInvalid');
    }
    if (await resourceCodeTaken(this.db, this.table, moduleId, body.enCode, old?.id))
      throw badRequest('codeTaken', { code: body.enCode });
    return {
      full_name: body.fullName,
      en_code: body.enCode,
      parent_id: body.parentId || '-1',
      bind_table: body.bindTable || null,
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description || null,
      ...(body.translations && { translations: storeTranslations(body.translations) }),
    };
  }
}

/** Whether a condition text is a valid data scope condition. */
function validCondition(text: string): boolean {
  try {
    return dataScopeConditionSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** Data permission schemes of a menu. */
export class SchemesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly onChange: OnChange,
  ) {}

  /** Live schemes of a menu, their names in a language. */
  async list(
    moduleId: string,
    query: ResourceListQuery,
    lang: Language = 'zh',
  ): Promise<{ list: SchemeItem[] }> {
    const rows = localRows(await listSchemeRows(this.db, moduleId), lang);
    return { list: rows.filter((r) => matches(query.keyword, r)).map(toScheme) };
  }

  /** One scheme. */
  async info(id: string): Promise<SchemeItem> {
    const row = await findScheme(this.db, id);
    if (!row) throw notFound();
    return toScheme(row);
  }

  /** Adds a scheme to a menu; answers its id. */
  async create(body: SchemeBody, userId: string): Promise<{ id: string }> {
    if (!(await findMenu(this.db, body.moduleId))) throw notFound();
    const id = newId();
    const values = await this.checked(body, body.moduleId);
    await insertScheme(this.db, { id, module_id: body.moduleId, ...values }, userId, Date.now());
    this.onChange();
    return { id };
  }

  /** Edits a scheme. */
  async update(id: string, body: SchemeBody, userId: string): Promise<void> {
    const old = await findScheme(this.db, id);
    if (!old) throw notFound();
    const values = await this.checked(body, old.module_id, old);
    await updateResourceRow(this.db, 'base_module_scheme', id, values, userId, Date.now());
    this.onChange();
  }

  /** Soft-deletes a scheme and its grants. */
  async remove(id: string, userId: string): Promise<void> {
    if (!(await findScheme(this.db, id))) throw notFound();
    await removeResourceRows(this.db, 'base_module_scheme', id, userId);
    this.onChange();
  }

  private async checked(body: SchemeBody, moduleId: string, old?: SchemeRow): Promise<SchemeValues> {
    if (!NAME_RULE.pattern.test(body.fullName)) throw badRequest('nameInvalid');
    if (body.enCode !== old?.en_code && !CODE_RULE.pattern.test(body.enCode)) throw badRequest('codeInvalid');
    const condition = body.conditionJson?.trim() || null;
    if (body.allData === 0 && !condition) throw badRequest('schemeConditionInvalid');
    if (condition && !validCondition(condition)) throw badRequest('schemeConditionInvalid');
    if (await resourceCodeTaken(this.db, 'base_module_scheme', moduleId, body.enCode, old?.id))
      throw badRequest('codeTaken', { code: body.enCode });
    return {
      full_name: body.fullName,
      en_code: body.enCode,
      all_data: body.allData,
      match_logic: body.matchLogic,
      condition_json: body.allData === 1 ? null : condition,
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description || null,
      ...(body.translations && { translations: storeTranslations(body.translations) }),
    };
  }
}
