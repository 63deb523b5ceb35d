/** Server messages of the generated list pages (list designs, list queries, records). */
export const onlineDevMessages = {
  columnDataInvalid: {
    zh: '列表设计有误：{path}',
    zhtw: '列表設計有誤：{path}',
    en: 'The list design is not valid: {path}',
  },
  columnDataUnknownField: {
    zh: '列表设计引用了表单中不存在的字段：{field}',
    zhtw: '列表設計引用了表單中不存在的欄位：{field}',
    en: 'The list design names a field the form does not have: {field}',
  },
  columnDataNotColumn: {
    zh: '字段{field}不能作为列表列',
    zhtw: '欄位{field}不能作為列表欄',
    en: 'The field {field} cannot be a list column',
  },
  columnDataNotSearchable: {
    zh: '字段{field}不能作为查询条件',
    zhtw: '欄位{field}不能作為查詢條件',
    en: 'The field {field} cannot be searched on',
  },
  columnDataTooManyKeywords: {
    zh: '关键词查询字段最多{max}个',
    zhtw: '關鍵字查詢欄位最多{max}個',
    en: 'At most {max} fields may share the keyword box',
  },
  columnDataTypeNeedsField: {
    zh: '该列表类型需要设置{field}',
    zhtw: '該列表類型需要設定{field}',
    en: 'This list type needs {field} to be set',
  },
  onlineDevQueryInvalid: {
    zh: '{field}不是有效的查询条件',
    zhtw: '{field}不是有效的查詢條件',
    en: '{field} is not a valid query',
  },
  onlineDevUnknownField: {
    zh: '字段{field}不在该功能的表单中',
    zhtw: '欄位{field}不在該功能的表單中',
    en: 'The field {field} is not part of this form',
  },
  onlineDevFieldNotGranted: {
    zh: '您没有字段{field}的列权限，不能按它查询、排序或导出',
    zhtw: '您沒有欄位{field}的欄權限，不能依它查詢、排序或匯出',
    en: 'Your column permissions do not include {field}: it cannot be searched, sorted or exported',
  },
  onlineDevNotSortable: {
    zh: '字段{field}不能排序',
    zhtw: '欄位{field}不能排序',
    en: 'The list cannot be sorted by {field}',
  },
  onlineDevBadSymbol: {
    zh: '不支持的查询符号：{symbol}',
    zhtw: '不支援的查詢符號：{symbol}',
    en: 'Unknown query symbol: {symbol}',
  },
  onlineDevBadValue: {
    zh: '{field}的查询值类型不正确',
    zhtw: '{field}的查詢值類型不正確',
    en: 'The value given for {field} has the wrong type',
  },
  onlineDevPageSize: {
    zh: '每页条数必须在1到{max}之间',
    zhtw: '每頁筆數必須在1到{max}之間',
    en: 'The page size must be between 1 and {max}',
  },
  onlineDevCurrentPage: {
    zh: '页码必须是正整数',
    zhtw: '頁碼必須是正整數',
    en: 'The page number must be a positive whole number',
  },
  onlineDevRowMissing: {
    zh: '数据不存在或无权访问',
    zhtw: '資料不存在或無權存取',
    en: 'The record does not exist or is not yours to see',
  },
  onlineDevIdsInvalid: {
    zh: '请选择1到{max}条要删除的数据',
    zhtw: '請選擇1到{max}筆要刪除的資料',
    en: 'Choose between 1 and {max} records to delete',
  },
  onlineDevNoList: {
    zh: '该功能只有表单，没有列表',
    zhtw: '該功能只有表單，沒有列表',
    en: 'This design is a form only; it has no list',
  },
  onlineDevNotExportable: {
    zh: '字段{field}不能导出',
    zhtw: '欄位{field}不能匯出',
    en: 'The field {field} cannot be exported',
  },
  onlineDevExportColumns: {
    zh: '请选择要导出的字段',
    zhtw: '請選擇要匯出的欄位',
    en: 'Choose the fields to export',
  },
  onlineDevExportIds: {
    zh: '请选择要导出的数据',
    zhtw: '請選擇要匯出的資料',
    en: 'Choose the records to export',
  },
} as const;
