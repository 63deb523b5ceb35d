import type { dataTableZh } from './data-table.zh';

/** English texts of the data table, column settings, barcode, QR code and table demo. */
export const dataTableEn: Record<keyof typeof dataTableZh, string> = {
  'dataTable.columnSettings': 'Column settings',
  'dataTable.resetColumns': 'Reset',
  'dataTable.index': 'No.',
  'dataTable.moveUp': 'Move up',
  'dataTable.moveDown': 'Move down',
  'dataTable.moveUpNamed': 'Move {{name}} up',
  'dataTable.moveDownNamed': 'Move {{name}} down',
  'barcode.label': 'Barcode {{value}}',
  'barcode.empty': 'Nothing to encode',
  'barcode.invalid': 'A barcode holds only letters and digits',
  'barcode.invalidEan13': 'An EAN-13 barcode needs 12 digits, or 13 with a correct check digit',
  'qrcode.label': 'QR code',
  'qrcode.empty': 'Nothing to encode',
  'qrcode.invalid': 'Too long for a QR code',
  'tableDemo.title': 'Table demo',
  'tableDemo.intro':
    'This table shows the index and selection columns, column settings (show, hide and reorder, saved per user) and a barcode and a QR code per row.',
  'tableDemo.keyword': 'Account or name',
  'tableDemo.search': 'Search',
  'tableDemo.selected': '{{count}} selected',
  'tableDemo.account': 'Account',
  'tableDemo.realName': 'Name',
  'tableDemo.organize': 'Organisation',
  'tableDemo.barcode': 'Barcode',
  'tableDemo.qrcode': 'QR code',
  'tableDemo.detail': 'Details',
  'tableDemo.codes': 'Barcode and QR code',
  'tableDemo.payload': 'QR content',
};
