// Fictitious organisation: every company, person, phone number and address here is invented.

/** Companies and departments, parents first. */
export const ORGANIZES: {
  enCode: string;
  fullName: string;
  category: 'company' | 'department';
  parent: string | null;
}[] = [
  { enCode: 'xinghe', fullName: '星河示例科技有限公司', category: 'company', parent: null },
  { enCode: 'xinghe-sh', fullName: '星河示例（上海）有限公司', category: 'company', parent: 'xinghe' },
  { enCode: 'xinghe-sz', fullName: '星河示例（深圳）有限公司', category: 'company', parent: 'xinghe' },
  { enCode: 'gm', fullName: '总经办', category: 'department', parent: 'xinghe' },
  { enCode: 'rd', fullName: '研发部', category: 'department', parent: 'xinghe' },
  { enCode: 'mkt', fullName: '市场部', category: 'department', parent: 'xinghe' },
  { enCode: 'fin', fullName: '财务部', category: 'department', parent: 'xinghe' },
  { enCode: 'hr', fullName: '人事部', category: 'department', parent: 'xinghe' },
  { enCode: 'sales', fullName: '销售部', category: 'department', parent: 'xinghe-sh' },
  { enCode: 'support', fullName: '技术支持部', category: 'department', parent: 'xinghe-sh' },
  { enCode: 'ops', fullName: '运营部', category: 'department', parent: 'xinghe-sz' },
];

/** Positions with the department they sit in. */
export const POSITIONS: { enCode: string; fullName: string; organize: string; type: string }[] = [
  { enCode: 'gm', fullName: '总经理', organize: 'gm', type: '1' },
  { enCode: 'rdManager', fullName: '研发经理', organize: 'rd', type: '1' },
  { enCode: 'engineer', fullName: '软件工程师', organize: 'rd', type: '2' },
  { enCode: 'marketer', fullName: '市场专员', organize: 'mkt', type: '2' },
  { enCode: 'accountant', fullName: '会计', organize: 'fin', type: '2' },
  { enCode: 'hrSpecialist', fullName: '人事专员', organize: 'hr', type: '2' },
  { enCode: 'salesRep', fullName: '销售代表', organize: 'sales', type: '2' },
  { enCode: 'operator', fullName: '运营专员', organize: 'ops', type: '2' },
];

/** Roles and what each is granted: menu codes, and `menu:button` codes. */
export const ROLES: {
  enCode: string;
  fullName: string;
  modules: string[];
  buttons: string[];
  /** Data schemes, columns and form fields: `menu:resource|column|form:code`. */
  resources?: string[];
}[] = [
  {
    enCode: 'employee',
    fullName: '普通员工',
    modules: ['workFlow.flowLaunch', 'workFlow.flowTodo', 'workFlow.flowDone'],
    buttons: [
      'workFlow.flowLaunch:btn_add',
      'workFlow.flowLaunch:btn_detail',
      'workFlow.flowTodo:btn_detail',
      'workFlow.flowDone:btn_detail',
    ],
  },
  {
    enCode: 'deptManager',
    fullName: '部门经理',
    modules: ['permission.user', 'permission.organize', 'permission.position'],
    buttons: ['permission.user:btn_add', 'permission.organize:btn_add', 'permission.position:btn_add'],
    // Own department and below; no phone column, no e-mail form field (ADR 0008).
    resources: [
      'permission.user:resource:ownDepartmentAndSub',
      'permission.user:column:account',
      'permission.user:column:realName',
      'permission.user:column:organizeName',
      'permission.user:form:account',
      'permission.user:form:realName',
    ],
  },
  {
    enCode: 'finance',
    fullName: '财务人员',
    modules: ['workFlow.flowLaunch', 'workFlow.flowTodo', 'workFlow.flowDone', 'workFlow.flowCirculate'],
    buttons: ['workFlow.flowLaunch:btn_add'],
  },
  {
    enCode: 'hrStaff',
    fullName: '人事人员',
    modules: ['permission.user', 'permission.organize', 'oa.meeting'],
    buttons: ['permission.user:btn_add', 'permission.user:btn_edit', 'oa.meeting:btn_add'],
    resources: [
      'permission.user:resource:allData',
      ...['account', 'realName', 'mobilePhone', 'organizeName'].map((c) => `permission.user:column:${c}`),
      ...['account', 'realName', 'email'].map((c) => `permission.user:form:${c}`),
    ],
  },
];

/** User groups. */
export const GROUPS: { enCode: string; fullName: string; type: string }[] = [
  { enCode: 'techCommittee', fullName: '技术委员会', type: 'committee' },
  { enCode: 'union', fullName: '工会', type: 'union' },
  { enCode: 'bookClub', fullName: '读书会', type: 'club' },
];

/** A seeded person. */
export interface UserSeed {
  account: string;
  realName: string;
  gender: number;
  organize: string;
  position: string;
  roles: string[];
  groups?: string[];
}

/** The administrator and about twenty people; every password is 123456. */
export const USERS: UserSeed[] = [
  {
    account: 'zhangsan',
    realName: '张三',
    gender: 1,
    organize: 'rd',
    position: 'engineer',
    roles: ['employee'],
    groups: ['techCommittee'],
  },
  {
    account: 'lisi',
    realName: '李四',
    gender: 1,
    organize: 'rd',
    position: 'rdManager',
    roles: ['deptManager'],
    groups: ['techCommittee'],
  },
  {
    account: 'wangwu',
    realName: '王五',
    gender: 1,
    organize: 'gm',
    position: 'gm',
    roles: ['deptManager', 'employee'],
  },
  {
    account: 'zhaoliu',
    realName: '赵六',
    gender: 1,
    organize: 'mkt',
    position: 'marketer',
    roles: ['employee'],
    groups: ['union'],
  },
  {
    account: 'sunqi',
    realName: '孙七',
    gender: 2,
    organize: 'fin',
    position: 'accountant',
    roles: ['finance'],
  },
  {
    account: 'zhouba',
    realName: '周八',
    gender: 1,
    organize: 'hr',
    position: 'hrSpecialist',
    roles: ['hrStaff'],
  },
  {
    account: 'wujiu',
    realName: '吴九',
    gender: 1,
    organize: 'sales',
    position: 'salesRep',
    roles: ['employee'],
  },
  {
    account: 'zhengshi',
    realName: '郑十',
    gender: 1,
    organize: 'ops',
    position: 'operator',
    roles: ['employee'],
  },
  {
    account: 'chenjing',
    realName: '陈静',
    gender: 2,
    organize: 'rd',
    position: 'engineer',
    roles: ['employee'],
    groups: ['bookClub'],
  },
  {
    account: 'linfeng',
    realName: '林峰',
    gender: 1,
    organize: 'rd',
    position: 'engineer',
    roles: ['employee'],
  },
  {
    account: 'huangli',
    realName: '黄丽',
    gender: 2,
    organize: 'mkt',
    position: 'marketer',
    roles: ['employee'],
    groups: ['bookClub'],
  },
  {
    account: 'liuyang',
    realName: '刘洋',
    gender: 1,
    organize: 'support',
    position: 'engineer',
    roles: ['employee'],
  },
  {
    account: 'yangfan',
    realName: '杨帆',
    gender: 1,
    organize: 'sales',
    position: 'salesRep',
    roles: ['employee'],
  },
  {
    account: 'xuming',
    realName: '徐明',
    gender: 1,
    organize: 'fin',
    position: 'accountant',
    roles: ['finance'],
    groups: ['union'],
  },
  {
    account: 'heping',
    realName: '何平',
    gender: 2,
    organize: 'hr',
    position: 'hrSpecialist',
    roles: ['hrStaff'],
  },
  {
    account: 'gaoyan',
    realName: '高燕',
    gender: 2,
    organize: 'ops',
    position: 'operator',
    roles: ['employee'],
  },
  {
    account: 'luoxin',
    realName: '罗欣',
    gender: 2,
    organize: 'support',
    position: 'engineer',
    roles: ['employee'],
  },
  {
    account: 'songtao',
    realName: '宋涛',
    gender: 1,
    organize: 'rd',
    position: 'engineer',
    roles: ['employee'],
  },
  {
    account: 'tangwei',
    realName: '唐伟',
    gender: 1,
    organize: 'sales',
    position: 'salesRep',
    roles: ['employee'],
    groups: ['union'],
  },
  {
    account: 'hanxue',
    realName: '韩雪',
    gender: 2,
    organize: 'mkt',
    position: 'marketer',
    roles: ['employee'],
  },
];
