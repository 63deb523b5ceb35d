import { columnDataSchema, type ColumnDataInput } from '@tessera/shared';
import { importedExpenseClaim } from '@tessera/shared/form-model/fixtures/expense-claim';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { DEMO_DESIGN_ID } from '../../db/seed-data/menus';
import type { SessionUser } from '../../plugins/types';
import type { OnlineDevService } from './online-dev.service';
import type { VisualDevReleaseService } from './visualdev-release.service';
import { exampleSeed } from './visualdev-seed.repository';
import { designs, versions } from './visualdev.repository';

/** The services the example needs (the built app's). */
export interface ExampleDesignServices {
  db: Kysely<DB>;
  visualDevRelease: VisualDevReleaseService;
  onlineDev: OnlineDevService;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The §8 claim without its table names: the example's tables are its own (`dyn_demoexpenseclaim`
 * and `…_tablefield109`), never shared with a claim design a user builds from the same text.
 */
function exampleFormData(): string {
  return JSON.stringify(importedExpenseClaim(), (key, value: unknown) => {
    if (key !== '__config__' || !value || typeof value !== 'object') return value;
    const { tableName: _table, relationTable: _relation, ...config } = value as Record<string, unknown>;
    return config;
  });
}

/** The list design of the example: the claim's key fields, a search bar, the usual buttons. */
export const EXAMPLE_COLUMN_DATA: ColumnDataInput = {
  type: 1,
  pageSize: 20,
  columnList: [
    { prop: 'claim_no', label: '单号', jnpfKey: 'billRule', width: 160, fixed: 'left' },
    { prop: 'title', label: '标题', jnpfKey: 'input', width: 200 },
    { prop: 'applicant', label: '报销人', jnpfKey: 'userSelect', width: 120 },
    { prop: 'claim_date', label: '报销日期', jnpfKey: 'datePicker', width: 140, sortable: true },
    { prop: 'dept_id', label: '所属部门', jnpfKey: 'depSelect', width: 140 },
    { prop: 'total_amount', label: '报销总额', jnpfKey: 'calculate', width: 140, align: 'right' },
    { prop: 'tableField109-reason', label: '费用明细-事由', jnpfKey: 'input', width: 140 },
    { prop: 'tableField109-amount', label: '费用明细-金额', jnpfKey: 'numInput', width: 120, align: 'right' },
  ],
  searchList: [
    { prop: 'title', label: '标题', jnpfKey: 'input', searchType: 2, isKeyword: true },
    { prop: 'claim_date', label: '报销日期', jnpfKey: 'datePicker', searchType: 3 },
    { prop: 'expense_type', label: '费用类型', jnpfKey: 'select', searchType: 1 },
  ],
  defaultSortConfig: [{ field: 'claim_date', sort: 'desc' }],
  btnsList: [
    { value: 'add', label: '新增', icon: 'icon-ym icon-ym-btn-add' },
    { value: 'download', label: '导出', icon: 'icon-ym icon-ym-btn-download' },
    { value: 'upload', label: '导入', icon: 'icon-ym icon-ym-btn-upload' },
    { value: 'batchRemove', label: '批量删除', icon: 'icon-ym icon-ym-btn-clearn' },
  ],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'remove', label: '删除' },
    { value: 'detail', label: '详情' },
  ],
  // Only the administrator holds the example menu; a role it is granted to later gets its
  // buttons, columns and form fields granted one by one, its rows without a data scheme.
  useBtnPermission: true,
  useColumnPermission: true,
  useFormPermission: true,
  useDataPermission: false,
};

/** The fictitious claims: [title, applicant account, type, days ago, items [reason, amount][]]. */
const CLAIMS: [string, string, 'travel' | 'meal', number, [string, number][]][] = [
  [
    '上海客户拜访差旅费',
    'zhangsan',
    'travel',
    12,
    [
      ['高铁往返', 1107],
      ['酒店两晚', 960],
      ['市内交通', 86.5],
    ],
  ],
  [
    '季度项目评审会餐费',
    'lisi',
    'meal',
    9,
    [
      ['午餐', 420],
      ['茶歇', 135],
    ],
  ],
  [
    '深圳供应商考察',
    'wangwu',
    'travel',
    6,
    [
      ['机票', 1680],
      ['酒店一晚', 520],
    ],
  ],
  ['新员工欢迎晚餐', 'zhaoliu', 'meal', 3, [['晚餐', 688]]],
];

/**
 * The example behind the seeded menu 在线表单示例 (`extend.demoForm`): the expense claim of
 * form-model.md §8 as a form-and-list design with the fixed id the menu points at, released onto
 * that menu (it keeps its id and grants; its resources become the design's) and filled with a few
 * claims saved through the runtime (bill numbers, display values, system fields are real).
 *
 * Runs after the seed on a built app, since a release makes tables in transactions of its own.
 * Each step is skipped when done: a second run changes nothing; a design the administrator
 * deleted stays deleted.
 */
export async function seedExampleDesign(services: ExampleDesignServices, now = Date.now()): Promise<void> {
  const { db, visualDevRelease, onlineDev } = services;
  const [admin] = await exampleSeed.users(db, ['admin']);
  if (!admin) return;
  const design = await exampleSeed.design(db, DEMO_DESIGN_ID);
  if (design?.deleted_at != null) return;
  if (!design) {
    try {
      await designs.insert(
        db,
        DEMO_DESIGN_ID,
        {
          full_name: '在线表单示例',
          en_code: 'demoExpenseClaim',
          category: null,
          type: 1,
          web_type: 2,
          state: 0,
          description: '报销单示例：单据编号、人员与部门选择、费用明细子表与自动合计',
          tables: '[]',
          form_data: exampleFormData(),
          column_data: JSON.stringify(columnDataSchema.parse(EXAMPLE_COLUMN_DATA)),
          app_column_data: null,
          enable_flow: 0,
          sort_code: 0,
        },
        admin.id,
        now,
      );
    } catch (err) {
      // another instance seeding at the same time inserted it first
      if (!(await designs.find(db, DEMO_DESIGN_ID))) throw err;
    }
  }
  if (!(await versions.latest(db, DEMO_DESIGN_ID)))
    await visualDevRelease.release(
      DEMO_DESIGN_ID,
      { pc: 0, app: 0, pcModuleParentId: [], appModuleParentId: [] },
      admin.id,
      'zh',
    );

  const model = await onlineDev.model(DEMO_DESIGN_ID);
  if ((await exampleSeed.rowCount(db, model.tables.main.name)) > 0) return;
  const users = await exampleSeed.users(
    db,
    CLAIMS.map((c) => c[1]),
  );
  const byAccount = new Map(users.map((u) => [u.account, u]));
  const user = { userId: admin.id } as SessionUser;
  for (const [title, account, type, daysAgo, items] of CLAIMS) {
    const applicant = byAccount.get(account);
    const day = Math.floor((now - daysAgo * DAY) / DAY) * DAY;
    await onlineDev.create(
      DEMO_DESIGN_ID,
      {
        data: JSON.stringify({
          title,
          applicant: applicant?.id ?? admin.id,
          dept_id: applicant?.organize_id ?? null,
          claim_date: day,
          expense_type: type,
          tableField109: items.map(([reason, amount], i) => ({ occur_date: day - i * DAY, reason, amount })),
        }),
      },
      user,
    );
  }
}
