import type { Language } from './language';

/** Server messages of the request edge: text a database cannot store, malformed URLs and uploads. */
export const inputMessages = {
  inputUnstorableField: {
    zh: '{field}：包含不允许的字符（空字符、控制字符或无效的 Unicode 代理字符）',
    zhtw: '{field}：包含不允許的字元（空字元、控制字元或無效的 Unicode 代理字元）',
    en: '{field}: contains a character that is not allowed (NUL, a control character or an invalid Unicode surrogate)',
  },
  inputUnstorableText: {
    zh: '内容包含不允许的字符（空字符、控制字符或无效的 Unicode 代理字符）',
    zhtw: '內容包含不允許的字元（空字元、控制字元或無效的 Unicode 代理字元）',
    en: 'The content contains a character that is not allowed (NUL, a control character or an invalid Unicode surrogate)',
  },
  inputTooLong: {
    zh: '内容超出了字段允许的长度',
    zhtw: '內容超出了欄位允許的長度',
    en: 'A value is longer than its field allows',
  },
  inputBadUrl: {
    zh: '请求地址格式错误（无效的百分号编码或路径参数过长）',
    zhtw: '請求網址格式錯誤（無效的百分比編碼或路徑參數過長）',
    en: 'The request address is malformed (invalid percent-encoding or a path segment too long)',
  },
  inputBadMultipart: {
    zh: '上传内容格式错误（multipart 缺少分隔符或内容不完整）',
    zhtw: '上傳內容格式錯誤（multipart 缺少分隔符號或內容不完整）',
    en: 'The upload is malformed (the multipart body has no boundary or is incomplete)',
  },
} as const satisfies Record<string, Record<Language, string>>;
