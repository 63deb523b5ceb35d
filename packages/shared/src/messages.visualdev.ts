import type { Language } from './language';

/** Server messages of online development (designs, release, the form runtime). */
export const visualDevMessages = {
  visualDevCopySuffix: { zh: '副本', zhtw: '副本', en: ' copy' },
  visualDevCodeInvalid: {
    zh: '编码只能输入英文、数字和下划线，且以字母开头',
    zhtw: '編碼只能輸入英文、數字和底線，且以字母開頭',
    en: 'The code may hold only letters, digits and underscores, and must start with a letter',
  },
  visualDevJsonInvalid: {
    zh: '{field}不是有效的JSON',
    zhtw: '{field}不是有效的JSON',
    en: '{field} is not valid JSON',
  },
  visualDevTablesLocked: {
    zh: '已发布的功能不能清空数据表',
    zhtw: '已發佈的功能不能清空資料表',
    en: 'A released design cannot have its tables emptied',
  },
  visualDevNeverReleased: {
    zh: '该功能尚未发布，没有可回滚的版本',
    zhtw: '該功能尚未發佈，沒有可回復的版本',
    en: 'This design was never released; there is no version to roll back to',
  },
  visualDevNotReleased: {
    zh: '该功能尚未发布',
    zhtw: '該功能尚未發佈',
    en: 'This design is not released yet',
  },
  visualDevReleaseBusy: {
    zh: '该功能正在发布中，请稍后再试',
    zhtw: '該功能正在發佈中，請稍後再試',
    en: 'This design is being released right now; try again shortly',
  },
  visualDevDesignInvalid: {
    zh: '表单设计有误：{problems}',
    zhtw: '表單設計有誤：{problems}',
    en: 'The form design has problems: {problems}',
  },
  visualDevNoFields: {
    zh: '表单没有可保存的字段',
    zhtw: '表單沒有可儲存的欄位',
    en: 'The form has no field to store',
  },
  visualDevParentRequired: {
    zh: '请选择上级菜单',
    zhtw: '請選擇上層選單',
    en: 'Choose the parent menu to publish under',
  },
  visualDevParentMissing: {
    zh: '上级菜单不存在或不是目录：{id}',
    zhtw: '上層選單不存在或不是目錄：{id}',
    en: 'The parent menu does not exist or is not a directory: {id}',
  },
  visualDevDataInvalid: {
    zh: '提交的数据不是有效的JSON对象',
    zhtw: '提交的資料不是有效的JSON物件',
    en: 'The submitted data is not a valid JSON object',
  },
  visualDevRequired: {
    zh: '{label}不能为空',
    zhtw: '{label}不能為空',
    en: '{label} is required',
  },
  visualDevPattern: {
    zh: '{label}格式不正确',
    zhtw: '{label}格式不正確',
    en: '{label} is not in the right format',
  },
  visualDevDuplicate: {
    zh: '{label} 不能重复',
    zhtw: '{label} 不能重複',
    en: '{label} must not repeat',
  },
  visualDevSignInvalid: {
    zh: '{label}必须是PNG或JPEG签名图片，且不超过200 KB',
    zhtw: '{label}必須是PNG或JPEG簽名圖片，且不超過200 KB',
    en: '{label} must be a PNG or JPEG signature image of at most 200 KB',
  },
  visualDevLocationInvalid: {
    zh: '{label}不是有效的位置（经度-180至180，纬度-90至90）',
    zhtw: '{label}不是有效的位置（經度-180至180，緯度-90至90）',
    en: '{label} is not a valid location (longitude -180 to 180, latitude -90 to 90)',
  },
  visualDevEditorInvalid: {
    zh: '{label}必须是文本',
    zhtw: '{label}必須是文字',
    en: '{label} must be text',
  },
  visualDevEditorTooLong: {
    zh: '{label}不能超过{max}个字符',
    zhtw: '{label}不能超過{max}個字元',
    en: '{label} may have at most {max} characters',
  },
  visualDevTooManyRows: {
    zh: '{label}的行数不能超过{max}',
    zhtw: '{label}的列數不能超過{max}',
    en: '{label} may have at most {max} rows',
  },
  visualDevFieldUnknown: {
    zh: '字段不存在：{field}',
    zhtw: '欄位不存在：{field}',
    en: 'No such field: {field}',
  },
} as const satisfies Record<string, Record<Language, string>>;
