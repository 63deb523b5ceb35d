/** One menu of the seed, with its permission resources and children. */
export interface MenuSeed {
  enCode: string;
  fullName: string;
  type: number;
  icon?: string;
  urlAddress?: string;
  linkTarget?: string;
  property?: Record<string, unknown>;
  /** Button codes (see BUTTON_NAMES). */
  buttons?: string[];
  columns?: [string, string][];
  forms?: [string, string][];
  schemes?: { enCode: string; fullName: string; allData: number; condition?: string }[];
  children?: MenuSeed[];
}

/** Chinese names of the standard buttons. */
export const BUTTON_NAMES: Record<string, string> = {
  btn_add: '新增',
  btn_edit: '编辑',
  btn_remove: '删除',
  btn_detail: '详情',
  btn_download: '导出',
  btn_upload: '导入',
  btn_release: '发布',
  btn_run: '执行',
  file_upload: '上传文件',
  file_look: '预览文件',
  file_download: '下载文件',
  file_delete: '删除文件',
};

const CRUD = ['btn_add', 'btn_edit', 'btn_remove'];
/** The file widgets' codes (spec 02 §6), on menus whose forms carry files. */
const FILE_CODES = ['file_upload', 'file_look', 'file_download', 'file_delete'];
const FULL = [...CRUD, 'btn_detail', 'btn_download', 'btn_upload'];

function pages(dir: string, list: [string, string, string[]?][]): MenuSeed[] {
  return list.map(([name, fullName, buttons]) => ({
    enCode: `${dir}.${name}`.replace(/\//g, '.'),
    fullName,
    type: 2,
    icon: `icon-ym icon-ym-${dir}-${name.replace(/\//g, '-')}`,
    urlAddress: `${dir}/${name}`,
    buttons: buttons ?? CRUD,
  }));
}

/** Message account pages: [code, original view folder, name]. */
function accountPages(list: [string, string, string][]): MenuSeed[] {
  return list.map(([code, view, fullName]) => ({
    enCode: `msgCenter.accountConfig.${code}`,
    fullName,
    type: 2,
    icon: `icon-ym icon-ym-msgCenter-accountConfig-${code}`,
    urlAddress: `msgCenter/accountConfig/${view}`,
    buttons: CRUD,
  }));
}

/**
 * Addresses that earlier seeds gave and the original client's view paths replacing them: a seeded
 * database is moved to the new address when its menu still has the old one.
 */
export const MOVED_ADDRESSES: [code: string, from: string, to: string][] = [
  ['msgCenter.accountConfig.mail', 'msgCenter/accountConfig/mail', 'msgCenter/accountConfig/emailConfig'],
  [
    'msgCenter.accountConfig.shortMsg',
    'msgCenter/accountConfig/shortMsg',
    'msgCenter/accountConfig/smsConfig',
  ],
  [
    'msgCenter.accountConfig.weCom',
    'msgCenter/accountConfig/weCom',
    'msgCenter/accountConfig/wxWananchiConfig',
  ],
  [
    'msgCenter.accountConfig.webhook',
    'msgCenter/accountConfig/webhook',
    'msgCenter/accountConfig/webhookConfig',
  ],
  ['extend.formDemo', 'extend/formDemo', 'extend/formDemo/fieldForm1'],
  ['extend.tableDemo', 'extend/tableDemo', 'extend/tableDemo/commonTable'],
];

/** The dictionary the type-4 example menu shows (its `propertyJson.moduleId` is that type's id). */
export const DEMO_DICTIONARY_CODE = 'IndustryType';

/**
 * Fixed id of the demo designs the type 3/5/6/8 menus point at. The type-3 one (`extend.demoForm`)
 * is the seeded expense claim (visualdev.seed.ts); a release refreshes type-3 menus only, so the
 * others keep pointing here until reports, screens and portals have designs of their own.
 */
export const DEMO_DESIGN_ID = '1000000000000000001';

const userPage: MenuSeed = {
  ...pages('permission', [['user', '用户管理', FULL]])[0]!,
  columns: [
    ['account', '账户'],
    ['realName', '姓名'],
    ['mobilePhone', '手机'],
    ['organizeName', '所属组织'],
  ],
  forms: [
    ['account', '账户'],
    ['realName', '姓名'],
    ['email', '邮箱'],
  ],
  schemes: [
    { enCode: 'allData', fullName: '全部数据', allData: 1 },
    {
      enCode: 'ownDepartment',
      fullName: '本部门数据',
      allData: 0,
      condition: '{"logic":"and","rules":[{"field":"organizeId","op":"==","value":"@organizeId"}]}',
    },
    {
      enCode: 'ownDepartmentAndSub',
      fullName: '本部门及下属部门数据',
      allData: 0,
      condition: '{"logic":"and","rules":[{"field":"organizeId","op":"in","value":"@organizeAndSub"}]}',
    },
    {
      enCode: 'ownRecords',
      fullName: '本人创建的数据',
      allData: 0,
      condition: '{"logic":"and","rules":[{"field":"creatorUserId","op":"==","value":"@userId"}]}',
    },
  ],
};

/** The built-in menu tree of the main system, plus the demo directory with one menu of every type. */
export const MAIN_MENUS: MenuSeed[] = [
  {
    enCode: 'permission',
    fullName: '组织权限',
    type: 1,
    icon: 'icon-ym icon-ym-s-permission',
    children: [
      ...pages('permission', [
        ['organize', '组织管理'],
        ['position', '岗位管理'],
      ]),
      userPage,
      ...pages('permission', [
        ['role', '角色管理'],
        ['group', '分组管理'],
        ['authorize', '权限管理', ['btn_edit']],
        ['gradeManage', '分级管理'],
        ['userOnline', '在线用户', ['btn_remove']],
      ]),
    ],
  },
  {
    enCode: 'system',
    fullName: '系统管理',
    type: 1,
    icon: 'icon-ym icon-ym-s-system',
    children: pages('system', [
      ['sysConfig', '系统配置', ['btn_edit']],
      ['notice', '系统公告', [...CRUD, 'btn_detail', 'btn_release']],
      ['task', '系统调度', [...CRUD, 'btn_run']],
      ['cache', '系统缓存', ['btn_remove', 'btn_detail']],
      ['log', '系统日志', ['btn_remove', 'btn_download']],
      ['monitor', '系统监控', []],
      ['icons', '系统图标', []],
      ['menu', '系统菜单', [...CRUD, 'btn_download', 'btn_upload']],
      ['area', '行政区划'],
      ['billRule', '单据规则', [...CRUD, 'btn_download', 'btn_upload']],
      ['printDev', '打印模板', [...CRUD, 'btn_download', 'btn_upload']],
      ['signature', '签名管理'],
      ['commonWords', '常用语'],
    ]),
  },
  {
    enCode: 'systemData',
    fullName: '数据应用',
    type: 1,
    icon: 'icon-ym icon-ym-s-data',
    children: pages('systemData', [
      ['dataSource', '数据连接'],
      ['dataModel', '数据建模'],
      ['dataSync', '数据同步', ['btn_edit']],
      ['dataInterface', '数据接口', [...CRUD, 'btn_download', 'btn_upload']],
      ['interfaceOauth', '接口认证'],
      ['dictionary', '数据字典', [...CRUD, 'btn_download', 'btn_upload']],
    ]),
  },
  {
    enCode: 'onlineDev',
    fullName: '在线开发',
    type: 1,
    icon: 'icon-ym icon-ym-s-online',
    children: pages('onlineDev', [
      ['webDesign', '功能设计', [...CRUD, 'btn_download', 'btn_upload']],
      ['dataReport', '报表设计'],
      ['visualPortal', '门户设计', [...CRUD, 'btn_download', 'btn_upload']],
      ['integrate', '集成助手'],
    ]),
  },
  {
    enCode: 'workFlow',
    fullName: '流程中心',
    type: 1,
    icon: 'icon-ym icon-ym-s-workflow',
    children: pages('workFlow', [
      ['formDesign', '表单设计'],
      ['flowEngine', '流程设计', [...CRUD, 'btn_download', 'btn_upload']],
      ['flowQuickLaunch', '快捷发起', []],
      ['flowLaunch', '我发起的', ['btn_add', 'btn_remove', 'btn_detail']],
      ['flowTodo', '待办事宜', ['btn_detail']],
      ['flowDone', '已办事宜', ['btn_detail']],
      ['flowCirculate', '抄送事宜', ['btn_detail']],
      ['entrust', '流程委托'],
      ['flowMonitor', '流程监控', ['btn_remove', 'btn_detail']],
    ]),
  },
  {
    enCode: 'msgCenter',
    fullName: '消息中心',
    type: 1,
    icon: 'icon-ym icon-ym-s-message',
    children: [
      ...pages('msgCenter', [
        ['msgTemplate', '消息模板'],
        ['sendConfig', '发送配置'],
        ['msgMonitor', '消息监控', ['btn_remove', 'btn_detail']],
      ]),
      {
        enCode: 'msgCenter.accountConfig',
        fullName: '账号配置',
        type: 1,
        icon: 'icon-ym icon-ym-s-account',
        // Codes are Tessera's; addresses are the original client's view paths.
        children: accountPages([
          ['mail', 'emailConfig', '邮箱配置'],
          ['shortMsg', 'smsConfig', '短信配置'],
          ['weCom', 'wxWananchiConfig', '企业微信配置'],
          ['webhook', 'webhookConfig', 'webhook配置'],
        ]),
      },
    ],
  },
  {
    enCode: 'generator',
    fullName: '代码生成',
    type: 1,
    icon: 'icon-ym icon-ym-s-generator',
    children: pages('generator', [
      ['webForm', '功能表单'],
      ['flowForm', '流程表单'],
    ]),
  },
  {
    enCode: 'extend',
    fullName: '示例',
    type: 0,
    icon: 'icon-ym icon-ym-extend',
    children: [
      {
        enCode: 'extend.category',
        fullName: '示例分类',
        type: 1,
        icon: 'icon-ym icon-ym-folder',
        children: [
          {
            enCode: 'extend.formDemo',
            fullName: '表单示例',
            type: 2,
            urlAddress: 'extend/formDemo/fieldForm1',
            buttons: [...CRUD, ...FILE_CODES],
          },
        ],
      },
      {
        enCode: 'extend.tableDemo',
        fullName: '表格示例',
        type: 2,
        urlAddress: 'extend/tableDemo/commonTable',
        buttons: FULL,
      },
      {
        enCode: 'extend.demoForm',
        fullName: '在线表单示例',
        type: 3,
        urlAddress: 'model/demoForm',
        property: { moduleId: DEMO_DESIGN_ID, isTree: 0 },
        buttons: CRUD,
        columns: [['title', '标题']],
        forms: [['title', '标题']],
      },
      { enCode: 'extend.demoDict', fullName: '数据字典示例', type: 4, urlAddress: 'dictionary/demoDict' },
      {
        enCode: 'extend.demoReport',
        fullName: '报表示例',
        type: 5,
        urlAddress: 'dataReport/demoReport',
        property: { moduleId: DEMO_DESIGN_ID },
      },
      {
        enCode: 'extend.demoScreen',
        fullName: '大屏示例',
        type: 6,
        urlAddress: 'https://example.com/screen?token=${jnpfToken}',
        linkTarget: '_blank',
        property: { moduleId: DEMO_DESIGN_ID },
      },
      {
        enCode: 'extend.docs',
        fullName: '内嵌文档',
        type: 7,
        urlAddress: 'https://example.com/docs',
        linkTarget: '_self',
      },
      {
        enCode: 'extend.website',
        fullName: '外部网站',
        type: 7,
        urlAddress: 'https://example.com',
        linkTarget: '_blank',
      },
      {
        enCode: 'extend.demoPortal',
        fullName: '门户示例',
        type: 8,
        urlAddress: 'portal/demoPortal',
        property: { moduleId: DEMO_DESIGN_ID, isTree: 0 },
      },
    ],
  },
];

/** Menus of the second system. */
export const OA_MENUS: MenuSeed[] = [
  {
    enCode: 'oa',
    fullName: '办公应用',
    type: 1,
    icon: 'icon-ym icon-ym-s-oa',
    children: [
      { enCode: 'oa.meeting', fullName: '会议管理', type: 2, urlAddress: 'oa/meeting', buttons: CRUD },
      { enCode: 'oa.schedule', fullName: '日程安排', type: 2, urlAddress: 'oa/schedule', buttons: CRUD },
    ],
  },
];
