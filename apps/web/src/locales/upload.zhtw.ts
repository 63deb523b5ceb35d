import type { uploadZh } from './upload.zh';

/** Traditional Chinese (Taiwan) texts of the chunked upload. */
export const uploadZhtw: Record<keyof typeof uploadZh, string> = {
  'upload.status.waiting': '等待上傳',
  'upload.status.check': '檢查檔案',
  'upload.status.paused': '暫停',
  'upload.status.uploading': '上傳中',
  'upload.status.success': '上傳成功',
  'upload.status.error': '上傳失敗',
  'upload.hashing': '正在計算檔案 MD5',
  'upload.hashFailed': '檔案讀取失敗，請重試',
  'upload.rule.countFile': '目前限制最多可以上傳{{n}}個檔案',
  'upload.rule.fileTooLarge': '檔案大小超過{{n}}{{unit}}',
  'upload.rule.accept': '請選擇{{type}}類型的檔案',
  'upload.rule.onlyImage': '請上傳圖片',
  'upload.rule.countImage': '目前限制最多可以上傳{{n}}張圖片',
  'upload.rule.imageTooLarge': '圖片大小超過{{n}}{{unit}}',
  'upload.category.separator': '、',
  'upload.category.image': '圖片',
  'upload.category.video': '影片',
  'upload.category.audio': '音訊',
  'upload.category.document': '文件',
  'upload.category.excel': 'excel',
  'upload.category.word': 'word',
  'upload.category.pdf': 'pdf',
  'upload.category.txt': 'txt',
};
