import {
  DICTIONARY_DATA_ROOT,
  type DictionaryAllEntry,
  type DictionaryDataBody,
  type DictionaryDataItem,
  type DictionaryDataList,
  type DictionaryDataListQuery,
  type DictionaryOption,
  type Language,
} from '@tessera/shared';
import { localRows, storeTranslations } from '@tessera/shared/translations';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { checkNameAndCode } from '../organize/admin-rules';
import { buildTree, subtreeIds, withAncestors } from './dictionary-tree';
import { toDataItem, toOption } from './dictionary.presenters';
import {
  countChildData,
  countData,
  dataCodeTaken,
  findData,
  findType,
  insertData,
  listData,
  listEnabledData,
  listTypes,
  softDelete,
  updateData,
  type DataRow,
  type DataValues,
  type TypeRow,
} from './dictionary.repository';

const contains = (text: string | null, keyword: string) =>
  !!text && text.toLowerCase().includes(keyword.toLowerCase());

/** Dictionary items: lists, selectors, `All` and administration. */
export class DictionaryDataService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
  ) {}

  /** A flat type's items one page at a time; a tree type's whole tree (keyword keeps ancestors). */
  async list(
    typeId: string,
    query: DictionaryDataListQuery,
    lang: Language = 'zh',
  ): Promise<DictionaryDataList> {
    const type = await this.mustFindType(typeId);
    const { currentPage, pageSize, keyword } = query;
    if (type.is_tree) {
      let items = localRows(await listData(this.db, this.dialect, typeId), lang).map(toDataItem);
      if (keyword)
        items = withAncestors(
          items,
          (d) =>
            contains(d.fullName, keyword) ||
            contains(d.enCode, keyword) ||
            contains(d.simpleSpelling, keyword),
        );
      return { list: buildTree(items) };
    }
    const [total, rows] = await Promise.all([
      countData(this.db, this.dialect, typeId, keyword),
      listData(this.db, this.dialect, typeId, {
        keyword,
        page: { offset: (currentPage - 1) * pageSize, limit: pageSize },
      }),
    ]);
    return { list: localRows(rows, lang).map(toDataItem), pagination: { currentPage, pageSize, total } };
  }

  /** Every live type with its enabled items (reference §6 shape). */
  async all(lang: Language = 'zh'): Promise<{ list: DictionaryAllEntry[] }> {
    const [types, items] = await Promise.all([listTypes(this.db), listEnabledData(this.db)]);
    const byType = new Map<string, DictionaryOption[]>();
    for (const item of localRows(items, lang)) {
      const list = byType.get(item.dictionary_type_id) ?? [];
      list.push(toOption(item));
      byType.set(item.dictionary_type_id, list);
    }
    return {
      list: types.map((t) => ({
        id: t.id,
        enCode: t.en_code,
        isTree: Number(t.is_tree),
        dictionaryList: byType.get(t.id) ?? [],
      })),
    };
  }

  /** A type's items without `excludeId` and its descendants ("0": all), as a tree when asked. */
  async selector(
    typeId: string,
    excludeId: string,
    isTree: boolean,
    lang: Language = 'zh',
  ): Promise<{ list: DictionaryOption[] }> {
    await this.mustFindType(typeId);
    const rows = localRows(await listData(this.db, this.dialect, typeId), lang);
    const left =
      excludeId === DICTIONARY_DATA_ROOT ? new Set<string>() : subtreeIds(toOptions(rows), excludeId);
    const options = toOptions(rows).filter((o) => !left.has(o.id));
    return { list: isTree ? buildTree(options) : options };
  }

  /** The enabled items of a type named by id or code; a tree for a tree type. */
  async dataSelector(typeIdOrCode: string, lang: Language = 'zh'): Promise<{ list: DictionaryOption[] }> {
    const type = (await findType(this.db, typeIdOrCode)) ?? (await findType(this.db, typeIdOrCode, true));
    if (!type) throw notFound();
    const rows = await listData(this.db, this.dialect, type.id, { enabledOnly: true });
    const options = toOptions(localRows(rows, lang));
    return { list: type.is_tree ? buildTree(options) : options };
  }

  /** One item, its name as stored (the edit form's source). */
  async info(id: string): Promise<DictionaryDataItem> {
    return toDataItem(await this.mustFind(id));
  }

  /** Creates an item; answers its id. */
  async create(body: DictionaryDataBody, userId: string): Promise<{ id: string }> {
    const id = newId();
    await insertData(this.db, id, await this.checked(body), userId, Date.now());
    return { id };
  }

  /** Edits an item (it stays in its type). */
  async update(id: string, body: DictionaryDataBody, userId: string): Promise<void> {
    const old = await this.mustFind(id);
    const values = await this.checked({ ...body, dictionaryTypeId: old.dictionary_type_id }, old);
    await updateData(this.db, id, values, userId, Date.now());
  }

  /** Soft-deletes an item without child items. */
  async remove(id: string, userId: string): Promise<void> {
    await this.mustFind(id);
    if (await countChildData(this.db, id)) throw badRequest('dictionaryDataHasChildren');
    await softDelete(this.db, 'base_dictionary_data', id, userId, Date.now());
  }

  /** Switches an item on or off. */
  async toggleState(id: string, userId: string): Promise<void> {
    const row = await this.mustFind(id);
    const enabled = Number(row.enabled_mark) === 1 ? 0 : 1;
    await updateData(this.db, id, { enabled_mark: enabled }, userId, Date.now());
  }

  private async mustFind(id: string): Promise<DataRow> {
    const row = await findData(this.db, id);
    if (!row) throw notFound();
    return row;
  }

  private async mustFindType(id: string): Promise<TypeRow> {
    const row = await findType(this.db, id);
    if (!row) throw notFound();
    return row;
  }

  private async checked(body: DictionaryDataBody, old?: DataRow): Promise<DataValues> {
    checkNameAndCode(body.fullName, body.enCode, old?.en_code);
    const type = await this.mustFindType(body.dictionaryTypeId);
    const parentId = body.parentId || DICTIONARY_DATA_ROOT;
    if (parentId !== DICTIONARY_DATA_ROOT) {
      if (!type.is_tree) throw badRequest('dictionaryNotTree');
      const parent = await findData(this.db, parentId);
      if (!parent || parent.dictionary_type_id !== type.id) throw badRequest('dictionaryParentMissing');
      if (old) {
        const rows = toOptions(await listData(this.db, this.dialect, type.id));
        if (subtreeIds(rows, old.id).has(parentId)) throw badRequest('dictionaryParentInvalid');
      }
    }
    if (await dataCodeTaken(this.db, type.id, body.enCode, old?.id))
      throw badRequest('codeTaken', { code: body.enCode });
    return {
      dictionary_type_id: type.id,
      parent_id: parentId,
      full_name: body.fullName,
      en_code: body.enCode,
      simple_spelling: body.simpleSpelling || null,
      is_default: body.isDefault,
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description || null,
      ...(body.translations && { translations: storeTranslations(body.translations) }),
    };
  }
}

const toOptions = (rows: DataRow[]) => rows.map(toOption);
