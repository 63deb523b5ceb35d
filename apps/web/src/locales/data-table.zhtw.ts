import type { dataTableZh } from './data-table.zh';

/** Traditional Chinese texts of the data table, column settings, barcode, QR code and table demo. */
export const dataTableZhtw: Record<keyof typeof dataTableZh, string> = {
  'dataTable.columnSettings': '列設置',
  'dataTable.resetColumns': '重置',
  'dataTable.index': '序號',
  'dataTable.moveUp': '上移',
  'dataTable.moveDown': '下移',
  'dataTable.moveUpNamed': '上移 {{name}}',
  'dataTable.moveDownNamed': '下移 {{name}}',
  'barcode.label': '條形碼 {{value}}',
  'barcode.empty': '暫無條碼內容',
  'barcode.invalid': '條碼只能包含英文字母和數字',
  'barcode.invalidEan13': 'EAN-13 條碼須為12位數字或校驗正確的13位數字',
  'qrcode.label': '二維碼',
  'qrcode.empty': '暫無二維碼內容',
  'qrcode.invalid': '內容過長，無法生成二維碼',
  'tableDemo.title': '表格示例',
  'tableDemo.intro':
    '本表格演示序號列、選擇列、列設置（顯示、隱藏、排序，按用戶保存）以及每行的條形碼和二維碼。',
  'tableDemo.keyword': '賬戶或姓名',
  'tableDemo.search': '查詢',
  'tableDemo.selected': '已選擇 {{count}} 項',
  'tableDemo.account': '賬戶',
  'tableDemo.realName': '姓名',
  'tableDemo.organize': '所屬組織',
  'tableDemo.barcode': '條形碼',
  'tableDemo.qrcode': '二維碼',
  'tableDemo.detail': '詳情',
  'tableDemo.codes': '條碼與二維碼',
  'tableDemo.payload': '二維碼內容',
};
