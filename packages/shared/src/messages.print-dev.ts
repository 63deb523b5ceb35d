import type { Language } from './language';

/** Server messages of the print templates (authoring, data, export and import). */
export const printDevMessages = {
  printCodeInvalid: {
    zh: '编码只能输入英文、数字、下划线和小数点，且以字母开头',
    zhtw: '編碼只能輸入英文、數字、下劃線和小數點，且以字母開頭',
    en: 'The code may hold only letters, digits, underscores and dots, and must start with a letter',
  },
  printSqlAdminOnly: {
    zh: '只有超级管理员可以编写打印模板的数据SQL',
    zhtw: '只有超級管理員可以編寫打印模板的數據SQL',
    en: 'Only an administrator may write the data SQL of a print template',
  },
  printSqlFailed: {
    zh: '第{n}条SQL执行失败：{reason}',
    zhtw: '第{n}條SQL執行失敗：{reason}',
    en: 'SQL statement {n} failed: {reason}',
  },
  printSqlUnavailable: {
    zh: '只读SQL执行器尚不可用，无法读取打印数据',
    zhtw: '只讀SQL執行器尚不可用，無法讀取打印數據',
    en: 'The read-only SQL runner is not available yet; print data cannot be read',
  },
  printTableDuplicate: {
    zh: '子表名称重复：{table}',
    zhtw: '子表名稱重複：{table}',
    en: 'Two sub-tables share the name {table}',
  },
  printDisabled: {
    zh: '该打印模板已停用',
    zhtw: '該打印模板已停用',
    en: 'This print template is disabled',
  },
  printImportInvalid: {
    zh: '导入文件不是有效的打印模板',
    zhtw: '導入文件不是有效的打印模板',
    en: 'The file is not a valid print template export',
  },
  printImportFileMissing: {
    zh: '请选择要导入的JSON文件',
    zhtw: '請選擇要導入的JSON文件',
    en: 'Choose the JSON file to import',
  },
  printCopySuffix: { zh: '副本', zhtw: '副本', en: ' copy' },
} as const satisfies Record<string, Record<Language, string>>;
