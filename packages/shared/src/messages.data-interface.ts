import type { Language } from './language';

/** Server messages of the data interfaces. */
export const dataInterfaceMessages = {
  diSqlEmpty: { zh: '请输入SQL语句', zhtw: '請輸入SQL語句', en: 'Enter the SQL statement' },
  diSqlNotSelect: {
    zh: '只允许一条只读查询语句（SELECT 或 WITH … SELECT）',
    zhtw: '只允許一條唯讀查詢語句（SELECT 或 WITH … SELECT）',
    en: 'Only one read-only query (SELECT or WITH … SELECT) is allowed',
  },
  diSqlRefused: {
    zh: '数据接口不允许执行该语句：{reason}',
    zhtw: '資料介面不允許執行該語句：{reason}',
    en: 'A data interface may not run this statement: {reason}',
  },
  diSqlSecret: {
    zh: '该语句读取受保护的数据（{name}），数据接口不能读取',
    zhtw: '該語句讀取受保護的資料（{name}），資料介面不能讀取',
    en: 'The statement reads protected data ({name}), which a data interface may not read',
  },
  diSqlPositional: {
    zh: '请使用 @参数名 占位符，不支持 ? 或 $n',
    zhtw: '請使用 @參數名 佔位符，不支援 ? 或 $n',
    en: 'Use @name placeholders; ? and $n are not supported',
  },
  diUnknownParam: {
    zh: '未知的参数 @{name}',
    zhtw: '未知的參數 @{name}',
    en: 'Unknown parameter @{name}',
  },
  diParamRequired: {
    zh: '参数 {name} 不能为空',
    zhtw: '參數 {name} 不能為空',
    en: 'Parameter {name} is required',
  },
  diParamType: {
    zh: '参数 {name} 的值不是有效的 {type}',
    zhtw: '參數 {name} 的值不是有效的 {type}',
    en: 'Parameter {name} is not a valid {type}',
  },
  diParamDuplicate: {
    zh: '参数 {name} 重复或与内置参数同名',
    zhtw: '參數 {name} 重複或與內置參數同名',
    en: 'Parameter {name} is repeated or has the name of a built-in parameter',
  },
  diSqlTimeout: {
    zh: '查询超过 {ms} 毫秒，已被终止',
    zhtw: '查詢超過 {ms} 毫秒，已被終止',
    en: 'The query ran longer than {ms} ms and was stopped',
  },
  diSqlFailed: { zh: '查询失败：{error}', zhtw: '查詢失敗：{error}', en: 'The query failed: {error}' },
  diStaticInvalid: {
    zh: '静态数据必须是由对象组成的JSON数组',
    zhtw: '靜態資料必須是由對象組成的JSON數組',
    en: 'Static data must be a JSON array of objects',
  },
  diUrlInvalid: {
    zh: '接口地址必须是 http 或 https 地址',
    zhtw: '介面地址必須是 http 或 https 地址',
    en: 'The address must be an http or https URL',
  },
  diUrlBlocked: {
    zh: '不允许访问该地址（{host}）：内网、本机或元数据地址',
    zhtw: '不允許訪問該地址（{host}）：內網、本機或元資料地址',
    en: 'The address {host} is not allowed (private, local or metadata address)',
  },
  diHttpFailed: {
    zh: '接口请求失败：{error}',
    zhtw: '介面請求失敗：{error}',
    en: 'The HTTP call failed: {error}',
  },
  diResponseNotArray: {
    zh: '返回数据中 {path} 不是数组',
    zhtw: '返回資料中 {path} 不是數組',
    en: 'The response at {path} is not an array',
  },
  diDisabled: { zh: '数据接口已禁用', zhtw: '資料介面已禁用', en: 'The data interface is disabled' },
  diAdminOnly: {
    zh: '只有管理员可以创建或修改SQL数据接口',
    zhtw: '只有管理員可以建立或修改SQL資料介面',
    en: 'Only an administrator may create or edit SQL data interfaces',
  },
  diCallFailed: {
    zh: '数据接口调用失败，请联系管理员查看调用日志',
    zhtw: '資料介面調用失敗，請聯繫管理員查看調用日誌',
    en: 'The data interface call failed; an administrator can see why in the call log',
  },
  diImportInvalid: {
    zh: '文件不是有效的数据接口导出文件',
    zhtw: '文件不是有效的資料介面匯出文件',
    en: 'The file is not a valid data interface export',
  },
  diNotGranted: {
    zh: '您没有使用该数据接口的权限：它未授权给您的角色，也未被您可访问的表单使用',
    zhtw: '您沒有使用該資料介面的權限：它未授權給您的角色，也未被您可存取的表單使用',
    en: 'You may not use this data interface: it is not granted to your roles nor used by a form you may open',
  },
  diRoleUnknown: {
    zh: '授权的角色不存在：{id}',
    zhtw: '授權的角色不存在：{id}',
    en: 'The granted role does not exist: {id}',
  },
} as const satisfies Record<string, Record<Language, string>>;
