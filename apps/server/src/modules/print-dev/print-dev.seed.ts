import type { Ctx } from '../../db/seed-helpers';
import { ensure } from '../../db/seed-helpers';
import { USER_MENU } from '../user-admin/user-scope';
import { sanitizePrintTemplate } from './print-html';

/** Code of the demo template: a user card printed by user id. */
export const DEMO_PRINT_CODE = 'demo_user_card';

const MAIN_SQL = `select u.real_name as "realName", u.account as "account", o.full_name as "organizeName"
from base_user u left join base_organize o on o.id = u.organize_id
where u.id = @formId and u.deleted_at is null`;

const POSITIONS_SQL = `select p.full_name as "fullName", p.en_code as "enCode"
from base_user_relation r join base_position p on p.id = r.object_id
where r.user_id = @formId and r.object_type = 'Position' and p.deleted_at is null
order by p.sort_code, p.full_name`;

const CELL = 'border:1px solid #333333;padding:4px 8px';

const TEMPLATE = `<h2 style="text-align:center">用户信息卡</h2>
<table style="width:100%;border-collapse:collapse">
<tbody>
<tr><th style="${CELL};width:20%">姓名</th><td style="${CELL}">{realName}</td><th style="${CELL};width:20%">账号</th><td style="${CELL}">{account}</td></tr>
<tr><th style="${CELL}">所属组织</th><td style="${CELL}" colspan="3">{organizeName}</td></tr>
</tbody>
</table>
<h3>岗位</h3>
<table style="width:100%;border-collapse:collapse">
<thead><tr><th style="${CELL}">岗位名称</th><th style="${CELL}">岗位编码</th></tr></thead>
<tbody><tr data-print-repeat="positions"><td style="${CELL}">{positions.fullName}</td><td style="${CELL}">{positions.enCode}</td></tr></tbody>
</table>
<p style="text-align:right">打印人：{systemPrinter}&emsp;打印时间：{printTime}</p>`;

/** Seeds the demo print template once (fixed code; an existing one is left as it is). */
export async function seedPrintDev(ctx: Ctx): Promise<void> {
  await ensure(
    ctx,
    'base_print_dev',
    'en_code',
    [
      {
        created_at: ctx.now,
        sort_code: 1,
        enabled_mark: 1,
        full_name: '用户信息卡',
        en_code: DEMO_PRINT_CODE,
        category_id: null,
        type: 2,
        // the records are users: printing checks the user list's data scope (ADR 0013)
        resource_code: USER_MENU,
        sql_template: JSON.stringify([{ sql: MAIN_SQL }, { sql: POSITIONS_SQL, table: 'positions' }]),
        print_template: sanitizePrintTemplate(TEMPLATE),
        page_param: JSON.stringify({
          size: 'A4',
          direction: 'portrait',
          width: 210,
          height: 297,
          marginTop: 15,
          marginRight: 15,
          marginBottom: 15,
          marginLeft: 15,
        }),
        description: '按用户ID打印用户的姓名、账号、组织和岗位（示例）',
      },
    ],
    { deleted_at: null },
  );
}
