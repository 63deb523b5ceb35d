import type { Language } from './language';

/** Server messages of the saved table column settings. */
export const columnSettingsMessages = {
  columnSettingsNotList: {
    zh: '列设置必须是由 {prop, label, visible} 组成的 JSON 列表',
    zhtw: '列設定必須是由 {prop, label, visible} 組成的 JSON 列表',
    en: 'Column settings must be a JSON list of {prop, label, visible}',
  },
  columnSettingsTooMany: {
    zh: '列设置最多 {max} 列',
    zhtw: '列設定最多 {max} 列',
    en: 'Column settings hold at most {max} columns',
  },
  columnSettingsBadProp: {
    zh: '列字段名只能以英文字母开头，由英文字母、数字、下划线组成，最多 {max} 个字符',
    zhtw: '列欄位名只能以英文字母開頭，由英文字母、數字、底線組成，最多 {max} 個字元',
    en: 'A column field must start with a letter and hold only letters, digits and underscores, at most {max} characters',
  },
  columnSettingsBadLabel: {
    zh: '列标题最多 {max} 个字符，且不能含有 < > 或控制字符',
    zhtw: '列標題最多 {max} 個字元，且不能含有 < > 或控制字元',
    en: 'A column label holds at most {max} characters and no < > or control characters',
  },
  columnSettingsDuplicate: {
    zh: '列设置中有重复的字段',
    zhtw: '列設定中有重複的欄位',
    en: 'The column settings list a field twice',
  },
} as const satisfies Record<string, Record<Language, string>>;
