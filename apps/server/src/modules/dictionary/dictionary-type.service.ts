import {
  DICTIONARY_TYPE_ROOT,
  type DictionaryTypeBody,
  type DictionaryTypeItem,
  type DictionaryTypeNode,
  type Language,
} from '@tessera/shared';
import { localRows, storeTranslations } from '@tessera/shared/translations';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { checkNameAndCode } from '../organize/admin-rules';
import { buildTree, subtreeIds, withAncestors, type TreeNode } from './dictionary-tree';
import { toTypeItem } from './dictionary.presenters';
import {
  countChildTypes,
  countData,
  countNestedData,
  findType,
  insertType,
  listTypes,
  softDelete,
  typeCodeTaken,
  updateType,
  type TypeRow,
  type TypeValues,
} from './dictionary.repository';
import type { DialectName } from '../../db/database';

const toNodes = (tree: TreeNode<DictionaryTypeItem>[]): DictionaryTypeNode[] =>
  tree.map((n) => ({ ...n, hasChildren: n.children.length > 0, children: toNodes(n.children) }));

const contains = (text: string, keyword: string) => text.toLowerCase().includes(keyword.toLowerCase());

/** Dictionary types: the tree, its selector and its administration. */
export class DictionaryTypeService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
  ) {}

  /** The type tree; a keyword keeps matching types (name or code) and their ancestors. */
  async tree(keyword?: string, lang: Language = 'zh'): Promise<{ list: DictionaryTypeNode[] }> {
    let items = localRows(await listTypes(this.db), lang).map(toTypeItem);
    if (keyword)
      items = withAncestors(items, (t) => contains(t.fullName, keyword) || contains(t.enCode, keyword));
    return { list: toNodes(buildTree(items)) };
  }

  /** The type tree without `excludeId` and its descendants ("0": every type), to pick a parent. */
  async selector(excludeId: string, lang: Language = 'zh'): Promise<{ list: DictionaryTypeNode[] }> {
    const items = localRows(await listTypes(this.db), lang).map(toTypeItem);
    const left = excludeId === '0' ? new Set<string>() : subtreeIds(items, excludeId);
    return { list: toNodes(buildTree(items.filter((t) => !left.has(t.id)))) };
  }

  /** One type, its name as stored (the edit form's source). */
  async info(id: string): Promise<DictionaryTypeItem> {
    return toTypeItem(await this.mustFind(id));
  }

  /** Creates a type; answers its id. */
  async create(body: DictionaryTypeBody, userId: string): Promise<{ id: string }> {
    const id = newId();
    await insertType(this.db, id, await this.checked(body), userId, Date.now());
    return { id };
  }

  /** Edits a type. */
  async update(id: string, body: DictionaryTypeBody, userId: string): Promise<void> {
    const old = await this.mustFind(id);
    const values = await this.checked(body, old);
    if (old.is_tree && !values.is_tree && (await countNestedData(this.db, id)))
      throw badRequest('dictionaryTreeHasNested');
    await updateType(this.db, id, values, userId, Date.now());
  }

  /** Soft-deletes a type that has neither child types nor items. */
  async remove(id: string, userId: string): Promise<void> {
    await this.mustFind(id);
    if (await countChildTypes(this.db, id)) throw badRequest('dictionaryTypeHasChildren');
    const items = await countData(this.db, this.dialect, id);
    if (items) throw badRequest('dictionaryTypeHasData', { n: items });
    await softDelete(this.db, 'base_dictionary_type', id, userId, Date.now());
  }

  private async mustFind(id: string): Promise<TypeRow> {
    const row = await findType(this.db, id);
    if (!row) throw notFound();
    return row;
  }

  private async checked(body: DictionaryTypeBody, old?: TypeRow): Promise<TypeValues> {
    checkNameAndCode(body.fullName, body.enCode, old?.en_code);
    const parentId = body.parentId || DICTIONARY_TYPE_ROOT;
    if (parentId !== DICTIONARY_TYPE_ROOT) {
      if (!(await findType(this.db, parentId))) throw badRequest('dictionaryParentMissing');
      if (old) {
        const all = (await listTypes(this.db)).map(toTypeItem);
        if (subtreeIds(all, old.id).has(parentId)) throw badRequest('dictionaryParentInvalid');
      }
    }
    if (await typeCodeTaken(this.db, body.enCode, old?.id))
      throw badRequest('codeTaken', { code: body.enCode });
    return {
      parent_id: parentId,
      full_name: body.fullName,
      en_code: body.enCode,
      is_tree: body.isTree,
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description || null,
      ...(body.translations && { translations: storeTranslations(body.translations) }),
    };
  }
}
