import { z } from 'zod';
import { pageQuerySchema } from './list';
import { adminRecordFields, idSchema } from './organize.contract';
import { answer, defineRoutes, menuAuth } from './route';
import { translationsBodySchema, translationsSchema, type Translations } from './translations';

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
  /** The name in other languages (absent: kept as it is). */
  translations: translationsBodySchema.optional(),
  ...adminRecordFields,
});
export type DictionaryTypeBody = z.infer<typeof dictionaryTypeBodySchema>;

/** Query of `GET /api/system/DictionaryType` (the tree). */
export const dictionaryTypeTreeQuerySchema = z.object({
  /** Keeps matching types (name or code) with their ancestors. */
  keyword: z.string().trim().max(200).optional(),
});
export type DictionaryTypeTreeQuery = z.infer<typeof dictionaryTypeTreeQuerySchema>;

/** Fields of a dictionary type as the API shows it. */
const dictionaryTypeFields = {
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  /** 1: the items form a tree. */
  isTree: z.number(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  /** The name in other languages (`fullName` is the request's language, except in `GET /{id}`). */
  translations: translationsSchema,
};

/** A dictionary type in `GET /{id}` (strict: a field not named here never reaches a caller). */
export const dictionaryTypeItemSchema = z.strictObject(dictionaryTypeFields);
export type DictionaryTypeItem = z.infer<typeof dictionaryTypeItemSchema>;

/** A node of the type tree and of the type selector. */
export interface DictionaryTypeNode extends DictionaryTypeItem {
  hasChildren: boolean;
  children: DictionaryTypeNode[];
}

/** A node of the type tree, its children nested (strict). */
export const dictionaryTypeNodeSchema: z.ZodType<DictionaryTypeNode> = z.lazy(() =>
  z.strictObject({
    ...dictionaryTypeFields,
    hasChildren: z.boolean(),
    children: z.array(dictionaryTypeNodeSchema),
  }),
);

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
  /** The name in other languages (absent: kept as it is). */
  translations: translationsBodySchema.optional(),
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
  /** The name in other languages (`fullName` is the request's language, except in `GET /{id}/Info`). */
  translations: Translations;
  /** Present (maybe empty) in the tree answer of a tree type. */
  children?: DictionaryDataItem[];
}

/** A dictionary item (strict), its children nested in the tree answer of a tree type. */
export const dictionaryDataItemSchema: z.ZodType<DictionaryDataItem> = z.lazy(() =>
  z.strictObject({
    id: z.string(),
    dictionaryTypeId: z.string(),
    parentId: z.string(),
    fullName: z.string(),
    enCode: z.string(),
    simpleSpelling: z.string().nullable(),
    isDefault: z.number(),
    sortCode: z.number(),
    enabledMark: z.number(),
    description: z.string().nullable(),
    creatorTime: z.number(),
    translations: translationsSchema,
    children: z.array(dictionaryDataItemSchema).optional(),
  }),
);

/** Answer of `GET /api/system/DictionaryData/{typeId}`: pagination only for flat types (strict). */
export const dictionaryDataListSchema = z.strictObject({
  list: z.array(dictionaryDataItemSchema),
  pagination: z
    .strictObject({ currentPage: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
    .optional(),
});
export type DictionaryDataList = z.infer<typeof dictionaryDataListSchema>;

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

/** Params of the routes that take one id. */
const idParams = z.object({ id: idSchema });
/** Params of `GET DictionaryData/{typeId}/Selector/{id}`. */
const selectorParams = z.object({ typeId: idSchema, id: idSchema });

const TYPES = '/api/system/DictionaryType';
const DATA = '/api/system/DictionaryData';
const DICTIONARY_MENU = 'systemData.dictionary';
const tags = ['dictionary'];

/** Dictionary types (menu systemData.dictionary), their selector and their file export and import. */
export const dictionaryTypeRoutes = defineRoutes({
  tree: {
    method: 'GET',
    path: TYPES,
    auth: menuAuth(DICTIONARY_MENU),
    query: dictionaryTypeTreeQuerySchema,
    answer: z.strictObject({ list: z.array(dictionaryTypeNodeSchema) }),
    tags,
  },
  /** The type tree without a type and its descendants ('0': all), to pick a parent. */
  selector: {
    method: 'GET',
    path: `${TYPES}/Selector/:id`,
    auth: 'user',
    params: idParams,
    answer: answer<{ list: DictionaryTypeNode[] }>(),
    tags,
  },
  create: {
    method: 'POST',
    path: TYPES,
    auth: menuAuth(DICTIONARY_MENU, 'btn_add'),
    body: dictionaryTypeBodySchema,
    answer: answer<{ id: string }>(),
    tags,
  },
  info: {
    method: 'GET',
    path: `${TYPES}/:id`,
    auth: menuAuth(DICTIONARY_MENU),
    params: idParams,
    answer: dictionaryTypeItemSchema,
    tags,
  },
  update: {
    method: 'PUT',
    path: `${TYPES}/:id`,
    auth: menuAuth(DICTIONARY_MENU, 'btn_edit'),
    params: idParams,
    body: dictionaryTypeBodySchema,
    answer: answer<null>(),
    tags,
  },
  remove: {
    method: 'DELETE',
    path: `${TYPES}/:id`,
    auth: menuAuth(DICTIONARY_MENU, 'btn_remove'),
    params: idParams,
    answer: answer<null>(),
    tags,
  },
  /** Streams the type's JSON file (an attachment, not an envelope, when allowed). */
  export: {
    method: 'GET',
    path: `${TYPES}/:id/Action/Export`,
    auth: menuAuth(DICTIONARY_MENU, 'btn_download'),
    params: idParams,
    answer: answer<DictionaryFile>(),
    tags,
  },
  /** Multipart upload of one `.json` dictionary file (field `file`). */
  import: {
    method: 'POST',
    path: `${TYPES}/Action/Import`,
    auth: menuAuth(DICTIONARY_MENU, 'btn_upload'),
    answer: answer<{ id: string; count: number }>(),
    tags,
  },
});

/** Dictionary items (menu systemData.dictionary) and the selectors every form uses. */
export const dictionaryDataRoutes = defineRoutes({
  all: {
    method: 'GET',
    path: `${DATA}/All`,
    auth: 'user',
    answer: answer<{ list: DictionaryAllEntry[] }>(),
    tags,
  },
  /** A type's items without an item and its descendants ('0': all), to pick a parent. */
  selector: {
    method: 'GET',
    path: `${DATA}/:typeId/Selector/:id`,
    auth: 'user',
    params: selectorParams,
    query: dictionaryDataSelectorQuerySchema,
    answer: answer<{ list: DictionaryOption[] }>(),
    tags,
  },
  /** Enabled items of a type given by id or code. */
  dataSelector: {
    method: 'GET',
    path: `${DATA}/:id/Data/Selector`,
    auth: 'user',
    params: idParams,
    answer: answer<{ list: DictionaryOption[] }>(),
    tags,
  },
  list: {
    method: 'GET',
    path: `${DATA}/:id`,
    auth: menuAuth(DICTIONARY_MENU),
    params: idParams,
    query: dictionaryDataListQuerySchema,
    answer: dictionaryDataListSchema,
    tags,
  },
  info: {
    method: 'GET',
    path: `${DATA}/:id/Info`,
    auth: menuAuth(DICTIONARY_MENU),
    params: idParams,
    answer: dictionaryDataItemSchema,
    tags,
  },
  create: {
    method: 'POST',
    path: DATA,
    auth: menuAuth(DICTIONARY_MENU, 'btn_add'),
    body: dictionaryDataBodySchema,
    answer: answer<{ id: string }>(),
    tags,
  },
  update: {
    method: 'PUT',
    path: `${DATA}/:id`,
    auth: menuAuth(DICTIONARY_MENU, 'btn_edit'),
    params: idParams,
    body: dictionaryDataBodySchema,
    answer: answer<null>(),
    tags,
  },
  /** Flips the item between enabled and disabled. */
  toggleState: {
    method: 'PUT',
    path: `${DATA}/:id/Actions/State`,
    auth: menuAuth(DICTIONARY_MENU, 'btn_edit'),
    params: idParams,
    answer: answer<null>(),
    tags,
  },
  remove: {
    method: 'DELETE',
    path: `${DATA}/:id`,
    auth: menuAuth(DICTIONARY_MENU, 'btn_remove'),
    params: idParams,
    answer: answer<null>(),
    tags,
  },
});
