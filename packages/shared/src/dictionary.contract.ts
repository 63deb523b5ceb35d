import { z } from 'zod';
import { pageQuerySchema, type Pagination } from './list';
import { adminRecordFields, idSchema } from './organize.contract';

/** Parent id of a top-level dictionary type. */
export const DICTIONARY_TYPE_ROOT = '-1';
/** Parent id of a top-level dictionary item (and "no node to leave out" in selectors). */
export const DICTIONARY_DATA_ROOT = '0';
/** Largest dictionary file `POST DictionaryType/Action/Import` accepts, in bytes. */
export const DICTIONARY_IMPORT_MAX_BYTES = 1024 * 1024;
/** Most items one imported dictionary may hold. */
export const DICTIONARY_IMPORT_MAX_ITEMS = 5000;

const flag = z.union([z.literal(0), z.literal(1)]);

/** Body of `POST /api/system/DictionaryType` and `PUT /{id}`. */
export const dictionaryTypeBodySchema = z.object({
  /** Parent type, or "-1" for a top-level type. */
  parentId: idSchema.default(DICTIONARY_TYPE_ROOT),
  /** 1: the items form a tree (parent and children); 0: a flat list. */
  isTree: flag.default(0),
  ...adminRecordFields,
});
export type DictionaryTypeBody = z.infer<typeof dictionaryTypeBodySchema>;

/** Query of `GET /api/system/DictionaryType` (the tree). */
export const dictionaryTypeTreeQuerySchema = z.object({
  /** Keeps matching types (name or code) with their ancestors. */
  keyword: z.string().trim().max(200).optional(),
});
export type DictionaryTypeTreeQuery = z.infer<typeof dictionaryTypeTreeQuerySchema>;

/** A dictionary type in `GET /{id}` and, with children, in the type tree. */
export interface DictionaryTypeItem {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
}

/** A node of the type tree and of the type selector. */
export interface DictionaryTypeNode extends DictionaryTypeItem {
  hasChildren: boolean;
  children: DictionaryTypeNode[];
}

/** Body of `POST /api/system/DictionaryData` and `PUT /{id}`. */
export const dictionaryDataBodySchema = z.object({
  /** The type the item belongs to. */
  dictionaryTypeId: idSchema,
  /** Parent item in a tree dictionary, or "0" for a top-level item. */
  parentId: idSchema.default(DICTIONARY_DATA_ROOT),
  /** Pinyin initials or any short search form. */
  simpleSpelling: z.string().trim().max(50).nullish(),
  /** 1: preselected in forms. */
  isDefault: flag.default(0),
  ...adminRecordFields,
});
export type DictionaryDataBody = z.infer<typeof dictionaryDataBodySchema>;

/** Query of `GET /api/system/DictionaryData/{typeId}`: paged for flat types, whole tree for tree types. */
export const dictionaryDataListQuerySchema = pageQuerySchema;
export type DictionaryDataListQuery = z.infer<typeof dictionaryDataListQuerySchema>;

/** A dictionary item in lists and in `GET /{id}/Info`. */
export interface DictionaryDataItem {
  id: string;
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  simpleSpelling: string | null;
  isDefault: number;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
  /** Present (maybe empty) in the tree answer of a tree type. */
  children?: DictionaryDataItem[];
}

/** Answer of `GET /api/system/DictionaryData/{typeId}`: pagination only for flat types. */
export interface DictionaryDataList {
  list: DictionaryDataItem[];
  pagination?: Pagination;
}

/** Query of `GET /api/system/DictionaryData/{typeId}/Selector/{id}`. */
export const dictionaryDataSelectorQuerySchema = z.object({
  /** 1 answers a tree, 0 a flat list. */
  isTree: z.coerce.number().int().min(0).max(1).optional(),
});
export type DictionaryDataSelectorQuery = z.infer<typeof dictionaryDataSelectorQuerySchema>;

/** An item of the selectors (`Data/Selector`, `Selector/{id}`, `All`). */
export interface DictionaryOption {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** Present in tree answers. */
  children?: DictionaryOption[];
}

/** One dictionary of `GET /api/system/DictionaryData/All` (enabled items only). */
export interface DictionaryAllEntry {
  id: string;
  enCode: string;
  isTree: number;
  dictionaryList: DictionaryOption[];
}

/** One item of an exported dictionary file. */
export const dictionaryFileItemSchema = z
  .object({
    /** Id in the exporting system; only links children to parents inside the file. */
    id: idSchema,
    /** Another item's `id` in the file, or "0". */
    parentId: idSchema,
    fullName: adminRecordFields.fullName,
    enCode: z.string().trim().min(1).max(50),
    simpleSpelling: z.string().trim().max(50).nullish(),
    isDefault: flag.default(0),
    sortCode: adminRecordFields.sortCode,
    enabledMark: flag.default(1),
    description: adminRecordFields.description,
  })
  .strict();

/** The JSON file of `GET DictionaryType/{id}/Action/Export` and `POST DictionaryType/Action/Import`. */
export const dictionaryFileSchema = z
  .object({
    /** File format version. */
    version: z.literal(1),
    /** The type (imported at the top level). */
    type: z
      .object({
        fullName: adminRecordFields.fullName,
        enCode: adminRecordFields.enCode,
        isTree: flag.default(0),
        sortCode: adminRecordFields.sortCode,
        enabledMark: flag.default(1),
        description: adminRecordFields.description,
      })
      .strict(),
    /** Its items, parents before or after children. */
    data: z.array(dictionaryFileItemSchema).max(DICTIONARY_IMPORT_MAX_ITEMS),
  })
  .strict();
export type DictionaryFile = z.infer<typeof dictionaryFileSchema>;
