import {
  DICTIONARY_DATA_ROOT,
  DICTIONARY_TYPE_ROOT,
  dictionaryFileSchema,
  type DictionaryFile,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { assertStorableText } from '../../lib/unstorable-text';
import { checkNameAndCode } from '../organize/admin-rules';
import { findType, insertData, insertType, listData, typeCodeTaken } from './dictionary.repository';

/** Keys that could reach an object's prototype; a dictionary file never needs them. */
const HOSTILE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Parses a dictionary file's bytes: JSON, no prototype keys, the closed file schema. */
export function parseDictionaryFile(bytes: Buffer): DictionaryFile {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''), (key, value: unknown) => {
      if (HOSTILE_KEYS.has(key)) throw new Error(`key ${key}`);
      return value;
    });
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'JSON' : (error as Error).message;
    throw badRequest('dictionaryImportInvalid', { reason });
  }
  // the request edge's text rule, for the text inside the file
  assertStorableText(json, 'file');
  const parsed = dictionaryFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.map(String).join('.') || 'file';
    throw badRequest('dictionaryImportInvalid', { reason: `${where} (${issue?.code ?? 'invalid'})` });
  }
  return parsed.data;
}

/** Checks the items of a file: unique codes, parents inside the file, no loops, flat unless a tree. */
function checkItems(file: DictionaryFile): void {
  const byId = new Map(file.data.map((d) => [d.id, d]));
  const codes = new Set<string>();
  for (const item of file.data) {
    checkNameAndCode(item.fullName, item.enCode);
    if (codes.has(item.enCode)) throw badRequest('dictionaryImportDuplicateItem', { code: item.enCode });
    codes.add(item.enCode);
    if (item.parentId === DICTIONARY_DATA_ROOT) continue;
    if (!file.type.isTree || !byId.has(item.parentId))
      throw badRequest('dictionaryImportBadParent', { code: item.enCode });
    // a walk up longer than the file has items is a loop
    let current = byId.get(item.parentId);
    for (let steps = 0; current && current.parentId !== DICTIONARY_DATA_ROOT; steps += 1) {
      if (steps > file.data.length) throw badRequest('dictionaryImportBadParent', { code: item.enCode });
      current = byId.get(current.parentId);
    }
  }
  if (byId.size !== file.data.length) throw badRequest('dictionaryImportInvalid', { reason: 'data.id' });
}

/** Export and import of one dictionary (type and items) as a JSON file. */
export class DictionaryIoService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
  ) {}

  /** The file of a type: the type and every live item. */
  async export(typeId: string): Promise<{ fileName: string; file: DictionaryFile }> {
    const type = await findType(this.db, typeId);
    if (!type) throw notFound();
    const rows = await listData(this.db, this.dialect, type.id);
    const flag = (v: number) => (Number(v) === 1 ? 1 : 0);
    const file: DictionaryFile = {
      version: 1,
      type: {
        fullName: type.full_name,
        enCode: type.en_code,
        isTree: flag(type.is_tree),
        sortCode: Number(type.sort_code),
        enabledMark: flag(type.enabled_mark),
        description: type.description,
      },
      data: rows.map((r) => ({
        id: r.id,
        parentId: r.parent_id,
        fullName: r.full_name,
        enCode: r.en_code,
        simpleSpelling: r.simple_spelling,
        isDefault: flag(r.is_default),
        sortCode: Number(r.sort_code),
        enabledMark: flag(r.enabled_mark),
        description: r.description,
      })),
    };
    return { fileName: `${type.en_code}.json`, file };
  }

  /**
   * Imports a file as a new top-level type with fresh ids, all or nothing (one transaction);
   * refuses a type code already in use.
   */
  async import(bytes: Buffer, userId: string): Promise<{ id: string; count: number }> {
    const file = parseDictionaryFile(bytes);
    checkNameAndCode(file.type.fullName, file.type.enCode);
    checkItems(file);
    const now = Date.now();
    return this.db.transaction().execute(async (trx) => {
      if (await typeCodeTaken(trx, file.type.enCode))
        throw badRequest('dictionaryImportCodeExists', { code: file.type.enCode });
      const typeId = newId();
      await insertType(
        trx,
        typeId,
        {
          parent_id: DICTIONARY_TYPE_ROOT,
          full_name: file.type.fullName,
          en_code: file.type.enCode,
          is_tree: file.type.isTree,
          sort_code: file.type.sortCode,
          enabled_mark: file.type.enabledMark,
          description: file.type.description || null,
        },
        userId,
        now,
      );
      const ids = new Map(file.data.map((d) => [d.id, newId()]));
      for (const item of file.data)
        await insertData(
          trx,
          ids.get(item.id)!,
          {
            dictionary_type_id: typeId,
            parent_id:
              item.parentId === DICTIONARY_DATA_ROOT ? DICTIONARY_DATA_ROOT : ids.get(item.parentId)!,
            full_name: item.fullName,
            en_code: item.enCode,
            simple_spelling: item.simpleSpelling || null,
            is_default: item.isDefault,
            sort_code: item.sortCode,
            enabled_mark: item.enabledMark,
            description: item.description || null,
          },
          userId,
          now,
        );
      return { id: typeId, count: file.data.length };
    });
  }
}
