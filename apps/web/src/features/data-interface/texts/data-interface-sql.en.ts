import type { dataInterfaceSqlZh } from './data-interface-sql.zh';

/** English texts of the SQL reader status of data interfaces. */
export const dataInterfaceSqlEn: Record<keyof typeof dataInterfaceSqlZh, string> = {
  'dataInterfaceSql.off':
    'SQL data interfaces are turned off: the server has no safe read-only database role',
  'dataInterfaceSql.reason.noReader':
    'No read-only database role is configured. An operator creates one as the README shows, sets DATA_INTERFACE_DATABASE_URL and restarts the server.',
  'dataInterfaceSql.reason.unsafe':
    'The configured read-only database role has too many rights; revoke them as the README shows and restart the server.',
  'dataInterfaceSql.reason.error': 'The read-only database role could not be checked; see the server log.',
};
