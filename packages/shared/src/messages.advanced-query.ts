import type { Language } from './language';

/** Server messages of the saved advanced-query plans. */
export const advancedQueryMessages = {
  advancedQueryInvalid: {
    zh: '查询方案的条件格式不正确',
    zhtw: '查詢方案的條件格式不正確',
    en: 'The conditions of the query plan are not valid',
  },
  advancedQueryEmpty: {
    zh: '查询方案至少需要一个条件',
    zhtw: '查詢方案至少需要一個條件',
    en: 'A query plan needs at least one condition',
  },
  advancedQueryBadSymbol: {
    zh: '不支持的查询符号：{symbol}',
    zhtw: '不支援的查詢符號：{symbol}',
    en: 'Unknown query symbol: {symbol}',
  },
  advancedQueryNameTaken: {
    zh: '已有同名的查询方案：{name}',
    zhtw: '已有同名的查詢方案：{name}',
    en: 'A query plan with this name already exists: {name}',
  },
  advancedQueryTooMany: {
    zh: '每个列表最多保存{max}个查询方案',
    zhtw: '每個列表最多儲存{max}個查詢方案',
    en: 'At most {max} query plans can be saved per list',
  },
} as const satisfies Record<string, Record<Language, string>>;
