/** Simplified Chinese texts of the SQL reader status of data interfaces. */
export const dataInterfaceSqlZh = {
  'dataInterfaceSql.off': 'SQL 数据接口已停用：服务器没有安全的只读数据库角色',
  'dataInterfaceSql.reason.noReader':
    '未配置只读数据库角色。请由运维人员按 README 创建只读角色并设置 DATA_INTERFACE_DATABASE_URL 后重启服务。',
  'dataInterfaceSql.reason.unsafe': '配置的只读数据库角色权限过大，请按 README 收回多余权限后重启服务。',
  'dataInterfaceSql.reason.error': '无法检查只读数据库角色，请查看服务器日志。',
};
