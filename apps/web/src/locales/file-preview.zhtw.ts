import type { filePreviewZh } from './file-preview.zh';

/** Traditional Chinese (Taiwan) texts of the document preview. */
export const filePreviewZhtw: Record<keyof typeof filePreviewZh, string> = {
  'filePreview.title': '文件預覽 - {{name}}',
  'filePreview.download': '下載',
  'filePreview.cancel': '取消',
  'filePreview.notExist': '檔案不存在',
  'filePreview.loading': '正在載入檔案…',
  'filePreview.unsupported': '目前不支援在瀏覽器中預覽此類檔案（{{ext}}），請下載後檢視',
  'filePreview.tooLarge': '檔案超過 {{size}}，無法在瀏覽器中預覽，請下載後檢視',
  'filePreview.zipTooLarge': '檔案解壓縮後超過 {{size}}，可能是壓縮炸彈，已停止預覽',
  'filePreview.zipEntryTooLarge': '檔案中有一部分解壓縮後超過 {{size}}，已停止預覽',
  'filePreview.zipTooManyEntries': '檔案包含超過 {{n}} 個部分，已停止預覽',
  'filePreview.damaged': '檔案已損毀或格式不正確，無法預覽',
  'filePreview.unsafeXml': '檔案包含不安全的 XML 宣告（DOCTYPE 或實體），已拒絕預覽',
  'filePreview.fetchFailed': '檔案讀取失敗，請重試',
  'filePreview.gone': '檔案不存在或預覽連結已過期，請重新開啟預覽',
  'filePreview.pdfPassword': '此 PDF 已加密，無法預覽，請下載後檢視',
  'filePreview.truncated': '僅顯示前 {{rows}} 列、前 {{cols}} 欄',
  'filePreview.textTruncated': '僅顯示前 {{n}} 個字元',
  'filePreview.empty': '檔案沒有可顯示的內容',
  'filePreview.page': '第 {{n}} 頁',
  'filePreview.sheets': '工作表',
};
