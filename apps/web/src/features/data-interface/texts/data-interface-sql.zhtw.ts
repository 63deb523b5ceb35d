import type { dataInterfaceSqlZh } from './data-interface-sql.zh';

/** Traditional Chinese (Taiwan) texts of the SQL reader status of data interfaces. */
export const dataInterfaceSqlZhtw: Record<keyof typeof dataInterfaceSqlZh, string> = {
  'dataInterfaceSql.off': 'SQL 資料介面已停用：伺服器沒有安全的唯讀資料庫角色',
  'dataInterfaceSql.reason.noReader':
    '未設定唯讀資料庫角色。請由維運人員依 README 建立唯讀角色並設定 DATA_INTERFACE_DATABASE_URL 後重新啟動服務。',
  'dataInterfaceSql.reason.unsafe': '設定的唯讀資料庫角色權限過大，請依 README 收回多餘權限後重新啟動服務。',
  'dataInterfaceSql.reason.error': '無法檢查唯讀資料庫角色，請查看伺服器日誌。',
};
