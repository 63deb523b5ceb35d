/** Server messages of chunked uploads (spec 02 §3, §9). */
export const fileChunkMessages = {
  chunkIdentifierInvalid: {
    zh: '文件标识无效，应为32位MD5',
    zhtw: '檔案識別碼無效，應為32位MD5',
    en: 'The file identifier must be a 32-digit MD5',
  },
  chunkExtensionRefused: {
    zh: '不允许上传此类型的文件：{ext}',
    zhtw: '不允許上傳此類型的檔案：{ext}',
    en: 'Files of this type are not allowed: {ext}',
  },
  chunkNumberInvalid: {
    zh: '分片序号无效',
    zhtw: '分段序號無效',
    en: 'The chunk number is not valid',
  },
  chunkSizeInvalid: {
    zh: '分片大小不正确',
    zhtw: '分段大小不正確',
    en: 'The chunk has the wrong size',
  },
  chunkFileEmpty: { zh: '不能上传空文件', zhtw: '不能上傳空白檔案', en: 'An empty file cannot be uploaded' },
  chunkFileTooLarge: {
    zh: '文件大小超过{size}',
    zhtw: '檔案大小超過{size}',
    en: 'The file is larger than {size}',
  },
  chunkQuotaExceeded: {
    zh: '存储空间不足，无法上传此文件',
    zhtw: '儲存空間不足，無法上傳此檔案',
    en: 'Not enough storage space left for this file',
  },
  chunkTooManyUploads: {
    zh: '同时进行的上传过多，请稍后再试',
    zhtw: '同時進行的上傳過多，請稍後再試',
    en: 'Too many uploads in progress; try again later',
  },
  chunkTooManyRequests: {
    zh: '上传请求过于频繁，请稍后再试',
    zhtw: '上傳請求過於頻繁，請稍後再試',
    en: 'Too many upload requests; try again later',
  },
  chunkContentMismatch: {
    zh: '文件内容与扩展名不符',
    zhtw: '檔案內容與副檔名不符',
    en: 'The file content does not match its extension',
  },
  chunkMissing: {
    zh: '分片不完整，请重新上传',
    zhtw: '分段不完整，請重新上傳',
    en: 'Some chunks are missing; upload the file again',
  },
  chunkMd5Mismatch: {
    zh: '文件校验失败，请重新上传',
    zhtw: '檔案驗證失敗，請重新上傳',
    en: 'The file failed its checksum; upload it again',
  },
  fileNameInvalid: {
    zh: '文件名或路径无效',
    zhtw: '檔案名稱或路徑無效',
    en: 'The file name or path is not valid',
  },
  fileNotFound: {
    zh: '文件不存在或无权查看',
    zhtw: '檔案不存在或無權檢視',
    en: 'The file does not exist or you may not see it',
  },
  fileAttachRefused: {
    zh: '附件无效：只能添加自己上传且未被其他内容使用的文件',
    zhtw: '附件無效：只能加入自己上傳且未被其他內容使用的檔案',
    en: 'Invalid attachment: only files you uploaded that nothing else uses can be attached',
  },
} as const;
