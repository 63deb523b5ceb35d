import type { Language } from './language';

/** Server messages of the dictionaries (types and items, export and import). */
export const dictionaryMessages = {
  dictionaryTypeHasChildren: {
    zh: '该字典分类下还有子分类，不能删除',
    zhtw: '該字典分類下還有子分類，不能刪除',
    en: 'This dictionary type still has child types and cannot be deleted',
  },
  dictionaryTypeHasData: {
    zh: '该字典分类下还有{n}条数据，不能删除',
    zhtw: '該字典分類下還有{n}條資料，不能刪除',
    en: 'This dictionary type still holds {n} items and cannot be deleted',
  },
  dictionaryParentInvalid: {
    zh: '上级不能是自己或自己的下级',
    zhtw: '上級不能是自己或自己的下級',
    en: 'The parent cannot be the record itself or one of its descendants',
  },
  dictionaryParentMissing: {
    zh: '上级不存在',
    zhtw: '上級不存在',
    en: 'The parent does not exist',
  },
  dictionaryDataHasChildren: {
    zh: '该数据下还有子数据，不能删除',
    zhtw: '該資料下還有子資料，不能刪除',
    en: 'This item still has child items and cannot be deleted',
  },
  dictionaryNotTree: {
    zh: '该字典不是树形，数据不能有上级',
    zhtw: '該字典不是樹形，資料不能有上級',
    en: 'This dictionary is not a tree; its items cannot have a parent',
  },
  dictionaryTreeHasNested: {
    zh: '该字典的数据有上下级，不能改为非树形',
    zhtw: '該字典的資料有上下級，不能改為非樹形',
    en: 'The items of this dictionary are nested; it cannot stop being a tree',
  },
  dictionaryImportNotJson: {
    zh: '请选择字典导出的 .json 文件',
    zhtw: '請選擇字典匯出的 .json 文件',
    en: 'Choose a .json file exported from a dictionary',
  },
  dictionaryImportTooLarge: {
    zh: '文件大小不能超过{size}',
    zhtw: '文件大小不能超過{size}',
    en: 'The file must not exceed {size}',
  },
  dictionaryImportInvalid: {
    zh: '文件内容不是有效的字典数据：{reason}',
    zhtw: '文件內容不是有效的字典資料：{reason}',
    en: 'The file is not a valid dictionary: {reason}',
  },
  dictionaryImportCodeExists: {
    zh: '字典编码已存在：{code}，未导入任何数据',
    zhtw: '字典編碼已存在：{code}，未匯入任何資料',
    en: 'The dictionary code already exists: {code}; nothing was imported',
  },
  dictionaryImportDuplicateItem: {
    zh: '文件中数据编码重复：{code}',
    zhtw: '文件中資料編碼重複：{code}',
    en: 'The file repeats an item code: {code}',
  },
  dictionaryImportBadParent: {
    zh: '文件中数据的上级无效：{code}',
    zhtw: '文件中資料的上級無效：{code}',
    en: 'An item of the file has an invalid parent: {code}',
  },
  dictionaryImported: {
    zh: '导入成功，共{n}条数据',
    zhtw: '匯入成功，共{n}條資料',
    en: 'Imported, {n} items',
  },
} as const satisfies Record<string, Record<Language, string>>;
