/** Server messages of spreadsheet import and export beyond the spec's own (caps and load). */
export const excelMessages = {
  importTooManyCells: {
    zh: '文件单元格过多，每次最多读取{max}个单元格',
    zhtw: '檔案儲存格過多，每次最多讀取{max}個儲存格',
    en: 'The file has too many cells; at most {max} cells can be read at once',
  },
  importUnpackedOverLimit: {
    zh: '文件解压后超过{max}MB，无法导入',
    zhtw: '檔案解壓縮後超過{max}MB，無法匯入',
    en: 'The file is larger than {max} MB once unpacked and cannot be imported',
  },
  importBusy: {
    zh: '服务器正在读取其他导入文件，请稍后再试',
    zhtw: '伺服器正在讀取其他匯入檔案，請稍後再試',
    en: 'The server is reading other import files right now; please try again in a moment',
  },
} as const;
