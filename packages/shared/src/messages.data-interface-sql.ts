import type { Language } from './language';

/** Server messages of user SQL in data interfaces: the reader role, fair use and caps. */
export const dataInterfaceSqlMessages = {
  diSqlNoReader: {
    zh: 'SQL 数据接口已停用：未配置只读数据库角色（请设置 DATA_INTERFACE_DATABASE_URL，见 README）',
    zhtw: 'SQL 資料介面已停用：未設定唯讀資料庫角色（請設定 DATA_INTERFACE_DATABASE_URL，見 README）',
    en: 'SQL data interfaces are turned off: no read-only database role is configured (set DATA_INTERFACE_DATABASE_URL, see the README)',
  },
  diSqlReaderUnsafe: {
    zh: 'SQL 数据接口已停用：只读数据库角色权限过大（{reason}）',
    zhtw: 'SQL 資料介面已停用：唯讀資料庫角色權限過大（{reason}）',
    en: 'SQL data interfaces are turned off: the read-only database role has too many rights ({reason})',
  },
  diSqlBusy: {
    zh: '数据接口繁忙，请稍后再试',
    zhtw: '資料介面忙碌中，請稍後再試',
    en: 'Data interfaces are busy; try again in a moment',
  },
  diSqlMemory: {
    zh: '查询占用内存过多，已被终止',
    zhtw: '查詢佔用記憶體過多，已被終止',
    en: 'The query used too much memory and was stopped',
  },
} as const satisfies Record<string, Record<Language, string>>;
