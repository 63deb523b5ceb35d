import type { Language } from './language';

/** Server messages of tables made at run time (schema changes and rows). */
export const dynamicTableMessages = {
  dynamicUnsafeChange: {
    zh: '字段{field}已有数据，不能从{from}改为{to}（可能丢失数据）',
    zhtw: '欄位{field}已有資料，不能從{from}改為{to}（可能遺失資料）',
    en: 'The field {field} holds data and cannot change from {from} to {to} (data could be lost)',
  },
  dynamicCaseChange: {
    zh: '字段{field}不能只改变大小写',
    zhtw: '欄位{field}不能只改變大小寫',
    en: 'The field {field} cannot change only the case of its name',
  },
  dynamicTableNotManaged: {
    zh: '表{table}不是在线表单创建的表，不能修改',
    zhtw: '資料表{table}不是線上表單建立的資料表，不能修改',
    en: 'The table {table} was not made by an online form and cannot be changed',
  },
  dynamicUniqueDuplicates: {
    zh: '字段{field}已有重复的数据，不能设为唯一',
    zhtw: '欄位{field}已有重複的資料，不能設為唯一',
    en: 'The field {field} already holds duplicate values and cannot become unique',
  },
  dynamicDuplicateValue: {
    zh: '{field}的值已存在',
    zhtw: '{field}的值已存在',
    en: 'The value of {field} already exists',
  },
  dynamicUnknownField: {
    zh: '没有字段{field}',
    zhtw: '沒有欄位{field}',
    en: 'There is no field {field}',
  },
  dynamicFieldRequired: {
    zh: '{field}不能为空',
    zhtw: '{field}不能為空',
    en: '{field} is required',
  },
  dynamicValueInvalid: {
    zh: '{field}的值无效',
    zhtw: '{field}的值無效',
    en: 'The value of {field} is not valid',
  },
  dynamicVersionConflict: {
    zh: '数据已被其他人修改，请刷新后重试',
    zhtw: '資料已被其他人修改，請重新整理後再試',
    en: 'Someone else changed this record; reload it and try again',
  },
  dynamicTooManyColumns: {
    zh: '表{table}的列（含已移除字段保留的列）将超过{max}列，请先清理已移除的字段',
    zhtw: '資料表{table}的欄（含已移除欄位保留的欄）將超過{max}欄，請先清理已移除的欄位',
    en: 'The table {table} would have more than {max} columns (retired fields keep theirs); purge retired fields first',
  },
  dynamicModelNotFound: {
    zh: '在线表单不存在',
    zhtw: '線上表單不存在',
    en: 'The online form does not exist',
  },
} as const satisfies Record<string, Record<Language, string>>;
