/** Server messages of the import of generated list pages (values that map to nothing, bad types). */
export const onlineDevImportMessages = {
  onlineDevImportNoOption: {
    zh: '{field}：“{value}”不是可选的选项',
    zhtw: '{field}：「{value}」不是可選的選項',
    en: '{field}: "{value}" is not one of the options',
  },
  onlineDevImportNotFound: {
    zh: '{field}：找不到“{value}”',
    zhtw: '{field}：找不到「{value}」',
    en: '{field}: "{value}" was not found',
  },
  onlineDevImportNumber: {
    zh: '{field}：“{value}”不是有效的数字',
    zhtw: '{field}：「{value}」不是有效的數字',
    en: '{field}: "{value}" is not a number',
  },
  onlineDevImportDate: {
    zh: '{field}：“{value}”不是有效的日期',
    zhtw: '{field}：「{value}」不是有效的日期',
    en: '{field}: "{value}" is not a valid date',
  },
  onlineDevImportTime: {
    zh: '{field}：“{value}”不是有效的时间（时:分:秒）',
    zhtw: '{field}：「{value}」不是有效的時間（時:分:秒）',
    en: '{field}: "{value}" is not a valid time (HH:mm:ss)',
  },
  onlineDevImportRange: {
    zh: '{field}：“{value}”超出允许的范围',
    zhtw: '{field}：「{value}」超出允許的範圍',
    en: '{field}: "{value}" is out of the allowed range',
  },
  onlineDevImportRepeated: {
    zh: '{field}：“{value}”在文件中重复',
    zhtw: '{field}：「{value}」在檔案中重複',
    en: '{field}: "{value}" appears more than once in the file',
  },
  onlineDevImportNoFields: {
    zh: '您没有可导入的字段',
    zhtw: '您沒有可匯入的欄位',
    en: 'There are no fields you may import',
  },
} as const;
