import type { Language } from './language';

/** Server messages of binding a design to existing tables (ADR 0025 amendment). */
export const visualDevTableMessages = {
  visualDevTableNotBindable: {
    zh: '表{table}不是在线表单的数据表（需以dyn_开头并带有标准列），不能绑定',
    zhtw: '資料表{table}不是線上表單的資料表（需以dyn_開頭並具有標準欄位），不能繫結',
    en: 'The table {table} is not an online form table (dyn_ prefix and the standard columns) and cannot be bound',
  },
  visualDevTableMissing: {
    zh: '表{table}不存在',
    zhtw: '資料表{table}不存在',
    en: 'The table {table} does not exist',
  },
  visualDevSubTableNoKey: {
    zh: '表{table}没有外键列{column}，不能绑定为子表',
    zhtw: '資料表{table}沒有外鍵欄位{column}，不能繫結為子表',
    en: 'The table {table} has no foreign key column {column} and cannot be bound as a sub-table',
  },
  dynamicSharedColumnType: {
    zh: '字段{field}需要{to}类型，但表{table}中已有的列是{from}，不能发布',
    zhtw: '欄位{field}需要{to}類型，但資料表{table}中已有的欄位是{from}，不能發佈',
    en: 'The field {field} needs {to}, but the existing column in {table} is {from}; the release is refused',
  },
} as const satisfies Record<string, Record<Language, string>>;
