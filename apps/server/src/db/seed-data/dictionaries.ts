/** One seeded dictionary item: code, name, and for tree dictionaries its children. */
export interface DictionaryItemSeed {
  enCode: string;
  fullName: string;
  children?: DictionaryItemSeed[];
}

/** One seeded dictionary type; `parent` names a seeded grouping type. */
export interface DictionaryTypeSeed {
  enCode: string;
  fullName: string;
  parent?: string;
  isTree?: boolean;
  items: DictionaryItemSeed[];
}

const items = (...pairs: [string, string][]): DictionaryItemSeed[] =>
  pairs.map(([enCode, fullName]) => ({ enCode, fullName }));
const numbered = (...names: string[]): DictionaryItemSeed[] =>
  names.map((fullName, i) => ({ enCode: String(i + 1), fullName }));

/** Grouping types (no items of their own) that hold the dictionaries below. */
export const DICTIONARY_GROUPS: DictionaryTypeSeed[] = [
  { enCode: 'sysDictionary', fullName: '系统字典', items: [] },
  { enCode: 'bizDictionary', fullName: '业务字典', items: [] },
];

/** Every dictionary code the client needs (reference §6), with fictitious but sensible items. */
export const DICTIONARIES: DictionaryTypeSeed[] = [
  { enCode: 'sex', fullName: '性别', parent: 'sysDictionary', items: numbered('男', '女', '保密') },
  {
    enCode: 'Nation',
    fullName: '民族',
    parent: 'sysDictionary',
    items: numbered('汉族', '蒙古族', '回族', '藏族', '维吾尔族', '苗族', '彝族', '壮族', '满族', '其他'),
  },
  {
    enCode: 'Education',
    fullName: '学历',
    parent: 'sysDictionary',
    items: numbered('博士', '硕士', '本科', '大专', '高中', '中专', '初中', '其他'),
  },
  {
    enCode: 'certificateType',
    fullName: '证件类型',
    parent: 'sysDictionary',
    items: numbered('身份证', '护照', '军官证', '港澳通行证', '台胞证', '其他'),
  },
  {
    enCode: 'PositionType',
    fullName: '岗位类型',
    parent: 'sysDictionary',
    items: items(['manage', '管理岗'], ['tech', '技术岗'], ['business', '业务岗'], ['support', '后勤岗']),
  },
  {
    enCode: 'RoleType',
    fullName: '角色类型',
    parent: 'sysDictionary',
    items: items(['system', '系统角色'], ['user', '用户角色'], ['business', '业务角色']),
  },
  {
    enCode: 'Rank',
    fullName: '职级',
    parent: 'sysDictionary',
    items: items(
      ['P1', '初级'],
      ['P2', '中级'],
      ['P3', '高级'],
      ['P4', '资深'],
      ['M1', '经理'],
      ['M2', '总监'],
    ),
  },
  {
    enCode: 'groupType',
    fullName: '分组类型',
    parent: 'sysDictionary',
    items: items(['committee', '委员会'], ['project', '项目组'], ['interest', '兴趣小组']),
  },
  {
    enCode: 'IndustryType',
    fullName: '行业类型',
    parent: 'bizDictionary',
    isTree: true,
    items: [
      {
        enCode: 'A',
        fullName: '农、林、牧、渔业',
        children: items(['A01', '农业'], ['A02', '林业'], ['A03', '畜牧业'], ['A04', '渔业']),
      },
      {
        enCode: 'C',
        fullName: '制造业',
        children: items(
          ['C13', '农副食品加工业'],
          ['C26', '化学原料和化学制品制造业'],
          ['C39', '计算机、通信和其他电子设备制造业'],
        ),
      },
      {
        enCode: 'I',
        fullName: '信息传输、软件和信息技术服务业',
        children: items(
          ['I63', '电信、广播电视和卫星传输服务'],
          ['I64', '互联网和相关服务'],
          ['I65', '软件和信息技术服务业'],
        ),
      },
      { enCode: 'J', fullName: '金融业', children: items(['J66', '货币金融服务'], ['J68', '保险业']) },
      { enCode: 'P', fullName: '教育', children: [] },
    ],
  },
  {
    enCode: 'EnterpriseNature',
    fullName: '企业性质',
    parent: 'bizDictionary',
    items: numbered(
      '国有企业',
      '集体企业',
      '私营企业',
      '股份制企业',
      '外商投资企业',
      '港澳台投资企业',
      '其他',
    ),
  },
  {
    enCode: 'WorkFlowCategory',
    fullName: '流程分类',
    parent: 'bizDictionary',
    items: items(
      ['hr', '人事'],
      ['finance', '财务'],
      ['administration', '行政'],
      ['purchase', '采购'],
      ['other', '其他'],
    ),
  },
  {
    enCode: 'NoticeType',
    fullName: '公告类型',
    parent: 'bizDictionary',
    items: items(['notice', '通知'], ['announcement', '公告'], ['news', '新闻'], ['activity', '活动']),
  },
  {
    enCode: 'DataInterfaceType',
    fullName: '数据接口分类',
    parent: 'sysDictionary',
    items: items(
      ['system', '系统接口'],
      ['business', '业务接口'],
      ['report', '报表接口'],
      ['external', '外部接口'],
    ),
  },
  {
    enCode: 'dbType',
    fullName: '数据库类型',
    parent: 'sysDictionary',
    items: items(
      ['MySQL', 'MySQL'],
      ['PostgreSQL', 'PostgreSQL'],
      ['SQLite', 'SQLite'],
      ['SQLServer', 'SQL Server'],
      ['Oracle', 'Oracle'],
      ['DM', '达梦'],
    ),
  },
  {
    enCode: 'webDesign',
    fullName: '功能设计分类',
    parent: 'sysDictionary',
    items: items(['business', '业务功能'], ['system', '系统功能'], ['demo', '示例功能']),
  },
  {
    enCode: 'flowForm',
    fullName: '流程表单分类',
    parent: 'sysDictionary',
    items: items(['office', '办公表单'], ['business', '业务表单'], ['demo', '示例表单']),
  },
  {
    enCode: 'printDev',
    fullName: '打印模板分类',
    parent: 'sysDictionary',
    items: items(['flow', '流程打印'], ['business', '业务打印'], ['report', '报表打印']),
  },
  {
    enCode: 'portalDesigner',
    fullName: '门户设计分类',
    parent: 'sysDictionary',
    items: items(['home', '首页门户'], ['business', '业务门户'], ['screen', '展示门户']),
  },
  {
    enCode: 'ReportSort',
    fullName: '报表分类',
    parent: 'sysDictionary',
    items: items(['finance', '财务报表'], ['sales', '销售报表'], ['hr', '人事报表'], ['other', '其他报表']),
  },
  {
    enCode: 'businessType',
    fullName: '业务类型',
    parent: 'bizDictionary',
    items: items(
      ['order', '订单'],
      ['purchase', '采购'],
      ['contract', '合同'],
      ['finance', '财务'],
      ['other', '其他'],
    ),
  },
  {
    enCode: 'createModule',
    fullName: '代码生成模块',
    parent: 'sysDictionary',
    items: items(['system', '系统管理'], ['business', '业务模块'], ['example', '示例模块']),
  },
  {
    enCode: 'msgSourceType',
    fullName: '消息来源',
    parent: 'sysDictionary',
    items: numbered('公告', '流程', '系统', '日程'),
  },
  {
    enCode: 'msgSendType',
    fullName: '消息发送方式',
    parent: 'sysDictionary',
    items: numbered('站内信', '邮件', '短信', '钉钉', '企业微信', 'webhook'),
  },
  {
    enCode: 'scheduleType',
    fullName: '日程类型',
    parent: 'bizDictionary',
    items: items(
      ['meeting', '会议'],
      ['visit', '拜访'],
      ['travel', '出差'],
      ['personal', '个人事务'],
      ['other', '其他'],
    ),
  },
];
