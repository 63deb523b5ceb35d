import { base, ensure, liveMenuId, type Ctx } from '../../db/seed-helpers';

const NO_API = { method: 1, url: '', header: [], query: [], body: '', bodyType: 0 };

const config = (sql: string, staticData = '') =>
  JSON.stringify({ staticData, sqlData: { sql }, apiData: NO_API });

/**
 * Enabled users page by page, searchable by account or name; only what the user pickers show
 * (no mobile number, never a secret column): widgets of many users call it.
 */
const USERS_SQL = `select id, account, real_name as "realName", real_name as "fullName"
from base_user
where deleted_at is null and enabled_mark = 1
  and (@keyword = '' or account like '%' || @keyword || '%' or real_name like '%' || @keyword || '%')
order by account
limit @pageSize offset @offset`;

/** Enabled users of one organisation (the organizeId parameter). */
const USERS_BY_ORG_SQL = `select id, account, real_name as "realName", real_name as "fullName"
from base_user
where deleted_at is null and enabled_mark = 1 and organize_id = @organizeId
order by account`;

const OPTIONS = [
  { id: '1', fullName: '选项一' },
  { id: '2', fullName: '选项二' },
  { id: '3', fullName: '选项三' },
];

/** Codes of the interfaces the form demo's widgets call. */
const DEMO_CODES = ['demo_users_sql', 'demo_static_options', 'demo_users_by_org'];

/** The menu of the form demo, whose widgets call the demo interfaces. */
export const FORM_DEMO_MENU = 'extend.formDemo';

/** Declares that a menu (form) uses the interfaces (ADR 0011), once. */
async function seedUsages(ctx: Ctx, menuCode: string, interfaceIds: string[]): Promise<void> {
  const menuId = await liveMenuId(ctx, menuCode);
  if (!menuId) return;
  for (const interfaceId of interfaceIds)
    await ensure(
      ctx,
      'base_data_interface_grant',
      'interface_id',
      [{ interface_id: interfaceId, created_at: ctx.now }],
      { object_type: 'Module', object_id: menuId },
    );
}

/** The example interfaces other features rely on (fixed codes); running it again changes nothing. */
export async function seedDataInterfaces(ctx: Ctx): Promise<void> {
  const common = { time_limit_ms: 5000, row_limit: 1000, response_path: null };
  const ids = await ensure(
    ctx,
    'base_data_interface',
    'en_code',
    [
      {
        ...base(ctx, 1),
        ...common,
        category_id: 'system',
        full_name: '示例：用户列表（SQL，分页）',
        en_code: 'demo_users_sql',
        type: 1,
        has_page: 1,
        data_config_json: config(USERS_SQL),
        parameter_json: '[]',
        description: 'Enabled users: id, account, realName, mobilePhone; @keyword, @offset, @pageSize.',
      },
      {
        ...base(ctx, 2),
        ...common,
        category_id: 'business',
        full_name: '示例：静态选项',
        en_code: 'demo_static_options',
        type: 2,
        has_page: 0,
        data_config_json: config('', JSON.stringify(OPTIONS)),
        parameter_json: '[]',
        description: 'A few {id, fullName} options.',
      },
      {
        ...base(ctx, 3),
        ...common,
        category_id: 'system',
        full_name: '示例：组织下的用户（SQL，参数）',
        en_code: 'demo_users_by_org',
        type: 1,
        has_page: 0,
        data_config_json: config(USERS_BY_ORG_SQL),
        parameter_json: JSON.stringify([
          { field: 'organizeId', fieldName: '组织', dataType: 'varchar', required: 1, defaultValue: null },
        ]),
        description: 'Enabled users of the organisation given as organizeId.',
      },
    ],
    { deleted_at: null },
  );
  const demo = DEMO_CODES.map((code) => ids.get(code)).filter((id): id is string => id !== undefined);
  await seedUsages(ctx, FORM_DEMO_MENU, demo);
}
