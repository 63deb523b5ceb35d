import type { Language } from './language';

/** Server messages of the print templates (authoring, data, export and import). */
export const printDevMessages = {
  printCodeInvalid: {
    zh: '编码只能输入英文、数字、下划线和小数点，且以字母开头',
    zhtw: '編碼只能輸入英文、數字、底線和小數點，且以字母開頭',
    en: 'The code may hold only letters, digits, underscores and dots, and must start with a letter',
  },
  printSqlAdminOnly: {
    zh: '只有超级管理员可以编写打印模板的数据SQL',
    zhtw: '只有超級管理員可以編寫列印範本的資料SQL',
    en: 'Only an administrator may write the data SQL of a print template',
  },
  printSqlFailed: {
    zh: '第{n}条SQL执行失败：{reason}',
    zhtw: '第{n}條SQL執行失敗：{reason}',
    en: 'SQL statement {n} failed: {reason}',
  },
  printSqlUnavailable: {
    zh: '只读SQL执行器尚不可用，无法读取打印数据',
    zhtw: '只讀SQL執行器尚不可用，無法讀取列印資料',
    en: 'The read-only SQL runner is not available yet; print data cannot be read',
  },
  printTableDuplicate: {
    zh: '子表名称重复：{table}',
    zhtw: '子表名稱重複：{table}',
    en: 'Two sub-tables share the name {table}',
  },
  printDisabled: {
    zh: '该打印模板已停用',
    zhtw: '該列印範本已停用',
    en: 'This print template is disabled',
  },
  printImportInvalid: {
    zh: '导入文件不是有效的打印模板',
    zhtw: '匯入文件不是有效的列印範本',
    en: 'The file is not a valid print template export',
  },
  printImportFileMissing: {
    zh: '请选择要导入的JSON文件',
    zhtw: '請選擇要匯入的JSON文件',
    en: 'Choose the JSON file to import',
  },
  printCopySuffix: { zh: '副本', zhtw: '副本', en: ' copy' },
  printNoResource: {
    zh: '该打印模板未指定所属资源，只有管理员可以打印',
    zhtw: '該列印範本未指定所屬資源，只有管理員可以列印',
    en: 'This print template names no resource its records belong to; only an administrator may print it',
  },
  printResourceForbidden: {
    zh: '您没有该打印模板所属资源（{resource}）的菜单权限，不能打印其记录',
    zhtw: '您沒有該列印範本所屬資源（{resource}）的選單權限，不能列印其記錄',
    en: "You do not hold the menu of this template's resource ({resource}), so you may not print its records",
  },
  printResourceUnknown: {
    zh: '未知的打印资源：{resource}',
    zhtw: '未知的列印資源：{resource}',
    en: 'Unknown print resource: {resource}',
  },
  printResourceAdminOnly: {
    zh: '只有管理员可以更改打印模板的所属资源',
    zhtw: '只有管理員可以變更列印範本的所屬資源',
    en: 'Only an administrator may change the resource of a print template',
  },
} as const satisfies Record<string, Record<Language, string>>;
