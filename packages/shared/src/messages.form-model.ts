import type { Language } from './language';

/** Messages of the form model's design checks (issue 17); `{field}` is the widget's label. */
export const formModelMessages = {
  formDesignMalformed: {
    zh: '表单设计格式错误（{path}）',
    zhtw: '表單設計格式錯誤（{path}）',
    en: 'The form design is malformed ({path})',
  },
  formDesignTooLarge: {
    zh: '表单设计过大（{what}超过{max}）',
    zhtw: '表單設計過大（{what}超過{max}）',
    en: 'The form design is too large ({what} above {max})',
  },
  formDesignTooDeep: {
    zh: '{field}嵌套过深，容器最多嵌套{max}层',
    zhtw: '{field}巢狀過深，容器最多巢狀{max}層',
    en: '{field} is nested too deep; containers nest at most {max} levels',
  },
  formDesignTooManyFields: {
    zh: '表单字段过多，最多{max}个',
    zhtw: '表單欄位過多，最多{max}個',
    en: 'The form has too many fields; at most {max}',
  },
  formDesignUnknownWidget: {
    zh: '{field}：不支持的控件类型{key}',
    zhtw: '{field}：不支援的元件類型{key}',
    en: '{field}: the widget kind {key} is not supported',
  },
  formDesignFieldNameMissing: {
    zh: '{field}缺少字段名',
    zhtw: '{field}缺少欄位名稱',
    en: '{field} has no field name',
  },
  formDesignFieldNamePattern: {
    zh: '{field}的字段名{name}只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头',
    zhtw: '{field}的欄位名稱{name}只能輸入大小寫英文字母、數字、底線組合，且不能以數字、底線開頭',
    en: 'The field name {name} of {field} may hold only letters, digits and underscores, starting with a letter',
  },
  formDesignFieldNameTooLong: {
    zh: '{field}的字段名{name}过长，最多{max}个字符',
    zhtw: '{field}的欄位名稱{name}過長，最多{max}個字元',
    en: 'The field name {name} of {field} is too long; at most {max} characters',
  },
  formDesignFieldNameReserved: {
    zh: '{field}的字段名{name}是数据库保留字',
    zhtw: '{field}的欄位名稱{name}是資料庫保留字',
    en: 'The field name {name} of {field} is a database keyword',
  },
  formDesignFieldNameStandard: {
    zh: '{field}的字段名{name}是系统字段',
    zhtw: '{field}的欄位名稱{name}是系統欄位',
    en: 'The field name {name} of {field} is a system column',
  },
  formDesignFieldNameDuplicate: {
    zh: '{field}的字段名{name}与{other}重复（不区分大小写）',
    zhtw: '{field}的欄位名稱{name}與{other}重複（不區分大小寫）',
    en: 'The field name {name} of {field} repeats that of {other} (ignoring case)',
  },
  formDesignBillRuleMissing: {
    zh: '{field}未选择单据规则',
    zhtw: '{field}未選擇單據規則',
    en: '{field} has no numbering rule',
  },
  formDesignRelationFormIncomplete: {
    zh: '{field}未设置关联功能或显示字段',
    zhtw: '{field}未設定關聯功能或顯示欄位',
    en: '{field} needs a related form and a shown field',
  },
  formDesignPopupIncomplete: {
    zh: '{field}未设置数据接口、存储字段或显示字段',
    zhtw: '{field}未設定資料介面、儲存欄位或顯示欄位',
    en: '{field} needs a data interface, a stored field and a shown field',
  },
  formDesignAutoCompleteIncomplete: {
    zh: '{field}未设置数据接口或显示字段',
    zhtw: '{field}未設定資料介面或顯示欄位',
    en: '{field} needs a data interface and a shown field',
  },
  formDesignAttrIncomplete: {
    zh: '{field}未设置关联控件或显示字段',
    zhtw: '{field}未設定關聯元件或顯示欄位',
    en: '{field} needs a source widget and a shown field',
  },
  formDesignFolderInvalid: {
    zh: '{field}的上传路径格式错误',
    zhtw: '{field}的上傳路徑格式錯誤',
    en: 'The upload folder of {field} is not valid',
  },
  formDesignHrefInvalid: {
    zh: '{field}的链接地址无效（需以http://或https://开头，链接也可用mailto:或tel:）',
    zhtw: '{field}的連結網址無效（需以http://或https://開頭，連結也可用mailto:或tel:）',
    en: 'The address of {field} is not valid (http:// or https://; a link may also use mailto: or tel:)',
  },
  formDesignContainerEmpty: {
    zh: '{field}中没有控件',
    zhtw: '{field}中沒有元件',
    en: '{field} holds no widget',
  },
  formDesignSubTableColumn: {
    zh: '{table}不能包含{field}（{key}）',
    zhtw: '{table}不能包含{field}（{key}）',
    en: '{table} cannot hold {field} ({key})',
  },
  formDesignFormulaInvalid: {
    zh: '{field}的计算公式不正确',
    zhtw: '{field}的計算公式不正確',
    en: 'The formula of {field} is not valid',
  },
  formDesignFormulaUnknownField: {
    zh: '{field}的计算公式引用了不存在或非数字的字段{ref}',
    zhtw: '{field}的計算公式引用了不存在或非數字的欄位{ref}',
    en: 'The formula of {field} refers to {ref}, which is missing or not a number',
  },
  formDesignFormulaCycle: {
    zh: '{field}的计算公式循环引用：{cycle}',
    zhtw: '{field}的計算公式循環參照：{cycle}',
    en: 'The formula of {field} refers back to itself: {cycle}',
  },
  formDesignRegexInvalid: {
    zh: '{field}的校验规则{pattern}不是有效的正则表达式',
    zhtw: '{field}的驗證規則{pattern}不是有效的規則運算式',
    en: 'The rule {pattern} of {field} is not a valid regular expression',
  },
  formDesignRegexTooLong: {
    zh: '{field}的校验规则过长，最多{max}个字符',
    zhtw: '{field}的驗證規則過長，最多{max}個字元',
    en: 'A rule of {field} is too long; at most {max} characters',
  },
  formDesignPrintMissing: {
    zh: '已开启打印按钮，请选择打印模板',
    zhtw: '已開啟列印按鈕，請選擇列印範本',
    en: 'The print button is on; choose a print template',
  },
  formDesignTableName: {
    zh: '表名{table}无效或与其他表重复',
    zhtw: '資料表名稱{table}無效或與其他資料表重複',
    en: 'The table name {table} is not valid or is used twice',
  },
  formDesignTableInvalid: {
    zh: '表{table}无法生成：{reason}',
    zhtw: '資料表{table}無法產生：{reason}',
    en: 'The table {table} cannot be made: {reason}',
  },
} as const satisfies Record<string, Record<Language, string>>;
