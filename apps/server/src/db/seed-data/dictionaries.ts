/** Names in traditional Chinese (Taiwan) and English. */
export interface SeedNames {
  zhtw: string;
  en: string;
}

/** One seeded dictionary item: code, name, its other names, and for tree dictionaries its children. */
export interface DictionaryItemSeed {
  enCode: string;
  fullName: string;
  names: SeedNames;
  children?: DictionaryItemSeed[];
}

/** One seeded dictionary type; `parent` names a seeded grouping type. */
export interface DictionaryTypeSeed {
  enCode: string;
  fullName: string;
  names: SeedNames;
  parent?: string;
  isTree?: boolean;
  items: DictionaryItemSeed[];
}

type Named = [zh: string, zhtw: string, en: string];

const item = (enCode: string, [fullName, zhtw, en]: Named, children?: DictionaryItemSeed[]) => ({
  enCode,
  fullName,
  names: { zhtw, en },
  ...(children && { children }),
});
const items = (...list: [string, ...Named][]): DictionaryItemSeed[] =>
  list.map(([enCode, ...names]) => item(enCode, names));
const numbered = (...list: Named[]): DictionaryItemSeed[] => list.map((n, i) => item(String(i + 1), n));
const type = (
  enCode: string,
  [fullName, zhtw, en]: Named,
  parent: string,
  list: DictionaryItemSeed[],
  isTree = false,
): DictionaryTypeSeed => ({ enCode, fullName, names: { zhtw, en }, parent, isTree, items: list });

/** Grouping types (no items of their own) that hold the dictionaries below. */
export const DICTIONARY_GROUPS: DictionaryTypeSeed[] = [
  {
    enCode: 'sysDictionary',
    fullName: '系统字典',
    names: { zhtw: '系統字典', en: 'System dictionaries' },
    items: [],
  },
  {
    enCode: 'bizDictionary',
    fullName: '业务字典',
    names: { zhtw: '業務字典', en: 'Business dictionaries' },
    items: [],
  },
];

const SYS = 'sysDictionary';
const BIZ = 'bizDictionary';

/** Every dictionary code the client needs (reference §6), with fictitious but sensible items. */
export const DICTIONARIES: DictionaryTypeSeed[] = [
  type(
    'sex',
    ['性别', '性別', 'Gender'],
    SYS,
    numbered(['男', '男', 'Male'], ['女', '女', 'Female'], ['保密', '不公開', 'Undisclosed']),
  ),
  type(
    'Nation',
    ['民族', '民族', 'Ethnic group'],
    SYS,
    numbered(
      ['汉族', '漢族', 'Han'],
      ['蒙古族', '蒙古族', 'Mongol'],
      ['回族', '回族', 'Hui'],
      ['藏族', '藏族', 'Tibetan'],
      ['维吾尔族', '維吾爾族', 'Uyghur'],
      ['苗族', '苗族', 'Miao'],
      ['彝族', '彝族', 'Yi'],
      ['壮族', '壯族', 'Zhuang'],
      ['满族', '滿族', 'Manchu'],
      ['其他', '其他', 'Other'],
    ),
  ),
  type(
    'Education',
    ['学历', '學歷', 'Education'],
    SYS,
    numbered(
      ['博士', '博士', 'Doctorate'],
      ['硕士', '碩士', "Master's degree"],
      ['本科', '大學', "Bachelor's degree"],
      ['大专', '專科', 'Associate degree'],
      ['高中', '高中', 'High school'],
      ['中专', '高職', 'Vocational school'],
      ['初中', '國中', 'Junior high school'],
      ['其他', '其他', 'Other'],
    ),
  ),
  type(
    'certificateType',
    ['证件类型', '證件類型', 'ID document type'],
    SYS,
    numbered(
      ['身份证', '身分證', 'Identity card'],
      ['护照', '護照', 'Passport'],
      ['军官证', '軍人身分證', 'Military ID'],
      ['港澳通行证', '港澳通行證', 'Hong Kong and Macao pass'],
      ['台胞证', '台胞證', 'Taiwan compatriot permit'],
      ['其他', '其他', 'Other'],
    ),
  ),
  type(
    'PositionType',
    ['岗位类型', '職位類型', 'Position type'],
    SYS,
    items(
      ['manage', '管理岗', '管理職', 'Management'],
      ['tech', '技术岗', '技術職', 'Technical'],
      ['business', '业务岗', '業務職', 'Business'],
      ['support', '后勤岗', '後勤職', 'Support'],
    ),
  ),
  type(
    'RoleType',
    ['角色类型', '角色類型', 'Role type'],
    SYS,
    items(
      ['system', '系统角色', '系統角色', 'System role'],
      ['user', '用户角色', '使用者角色', 'User role'],
      ['business', '业务角色', '業務角色', 'Business role'],
    ),
  ),
  type(
    'Rank',
    ['职级', '職級', 'Rank'],
    SYS,
    items(
      ['P1', '初级', '初級', 'Junior'],
      ['P2', '中级', '中級', 'Intermediate'],
      ['P3', '高级', '高級', 'Senior'],
      ['P4', '资深', '資深', 'Principal'],
      ['M1', '经理', '經理', 'Manager'],
      ['M2', '总监', '總監', 'Director'],
    ),
  ),
  type(
    'groupType',
    ['分组类型', '群組類型', 'Group type'],
    SYS,
    items(
      ['committee', '委员会', '委員會', 'Committee'],
      ['project', '项目组', '專案小組', 'Project team'],
      ['interest', '兴趣小组', '興趣小組', 'Interest group'],
    ),
  ),
  type(
    'IndustryType',
    ['行业类型', '行業類型', 'Industry'],
    BIZ,
    [
      item(
        'A',
        ['农、林、牧、渔业', '農、林、牧、漁業', 'Agriculture, forestry, animal husbandry and fishery'],
        items(
          ['A01', '农业', '農業', 'Agriculture'],
          ['A02', '林业', '林業', 'Forestry'],
          ['A03', '畜牧业', '畜牧業', 'Animal husbandry'],
          ['A04', '渔业', '漁業', 'Fishery'],
        ),
      ),
      item(
        'C',
        ['制造业', '製造業', 'Manufacturing'],
        items(
          ['C13', '农副食品加工业', '農副食品加工業', 'Agricultural and food processing'],
          ['C26', '化学原料和化学制品制造业', '化學原料及化學製品製造業', 'Chemicals and chemical products'],
          [
            'C39',
            '计算机、通信和其他电子设备制造业',
            '電腦、通訊及其他電子設備製造業',
            'Computers, communication and other electronic equipment',
          ],
        ),
      ),
      item(
        'I',
        [
          '信息传输、软件和信息技术服务业',
          '資訊傳輸、軟體及資訊技術服務業',
          'Information transmission, software and IT services',
        ],
        items(
          [
            'I63',
            '电信、广播电视和卫星传输服务',
            '電信、廣播電視及衛星傳輸服務',
            'Telecommunications, broadcasting and satellite transmission',
          ],
          ['I64', '互联网和相关服务', '網際網路及相關服務', 'Internet and related services'],
          ['I65', '软件和信息技术服务业', '軟體及資訊技術服務業', 'Software and IT services'],
        ),
      ),
      item(
        'J',
        ['金融业', '金融業', 'Finance'],
        items(
          ['J66', '货币金融服务', '貨幣金融服務', 'Monetary and financial services'],
          ['J68', '保险业', '保險業', 'Insurance'],
        ),
      ),
      item('P', ['教育', '教育', 'Education'], []),
    ],
    true,
  ),
  type(
    'EnterpriseNature',
    ['企业性质', '企業性質', 'Enterprise type'],
    BIZ,
    numbered(
      ['国有企业', '國營企業', 'State-owned enterprise'],
      ['集体企业', '集體企業', 'Collective enterprise'],
      ['私营企业', '民營企業', 'Private enterprise'],
      ['股份制企业', '股份制企業', 'Joint-stock company'],
      ['外商投资企业', '外商投資企業', 'Foreign-invested enterprise'],
      ['港澳台投资企业', '港澳台投資企業', 'Hong Kong, Macao or Taiwan-invested enterprise'],
      ['其他', '其他', 'Other'],
    ),
  ),
  type(
    'WorkFlowCategory',
    ['流程分类', '流程分類', 'Workflow category'],
    BIZ,
    items(
      ['hr', '人事', '人事', 'Human resources'],
      ['finance', '财务', '財務', 'Finance'],
      ['administration', '行政', '行政', 'Administration'],
      ['purchase', '采购', '採購', 'Purchasing'],
      ['other', '其他', '其他', 'Other'],
    ),
  ),
  type(
    'NoticeType',
    ['公告类型', '公告類型', 'Announcement type'],
    BIZ,
    items(
      ['notice', '通知', '通知', 'Notice'],
      ['announcement', '公告', '公告', 'Announcement'],
      ['news', '新闻', '新聞', 'News'],
      ['activity', '活动', '活動', 'Event'],
    ),
  ),
  type(
    'DataInterfaceType',
    ['数据接口分类', '資料介面分類', 'Data interface category'],
    SYS,
    items(
      ['system', '系统接口', '系統介面', 'System interfaces'],
      ['business', '业务接口', '業務介面', 'Business interfaces'],
      ['report', '报表接口', '報表介面', 'Report interfaces'],
      ['external', '外部接口', '外部介面', 'External interfaces'],
    ),
  ),
  type(
    'dbType',
    ['数据库类型', '資料庫類型', 'Database type'],
    SYS,
    items(
      ['MySQL', 'MySQL', 'MySQL', 'MySQL'],
      ['PostgreSQL', 'PostgreSQL', 'PostgreSQL', 'PostgreSQL'],
      ['SQLite', 'SQLite', 'SQLite', 'SQLite'],
      ['SQLServer', 'SQL Server', 'SQL Server', 'SQL Server'],
      ['Oracle', 'Oracle', 'Oracle', 'Oracle'],
      ['DM', '达梦', '達夢', 'Dameng'],
    ),
  ),
  type(
    'webDesign',
    ['功能设计分类', '功能設計分類', 'Feature design category'],
    SYS,
    items(
      ['business', '业务功能', '業務功能', 'Business features'],
      ['system', '系统功能', '系統功能', 'System features'],
      ['demo', '示例功能', '範例功能', 'Example features'],
    ),
  ),
  type(
    'flowForm',
    ['流程表单分类', '流程表單分類', 'Flow form category'],
    SYS,
    items(
      ['office', '办公表单', '辦公表單', 'Office forms'],
      ['business', '业务表单', '業務表單', 'Business forms'],
      ['demo', '示例表单', '範例表單', 'Example forms'],
    ),
  ),
  type(
    'printDev',
    ['打印模板分类', '列印範本分類', 'Print template category'],
    SYS,
    items(
      ['flow', '流程打印', '流程列印', 'Workflow printing'],
      ['business', '业务打印', '業務列印', 'Business printing'],
      ['report', '报表打印', '報表列印', 'Report printing'],
    ),
  ),
  type(
    'portalDesigner',
    ['门户设计分类', '入口網站設計分類', 'Portal design category'],
    SYS,
    items(
      ['home', '首页门户', '首頁入口網站', 'Home portals'],
      ['business', '业务门户', '業務入口網站', 'Business portals'],
      ['screen', '展示门户', '展示入口網站', 'Display portals'],
    ),
  ),
  type(
    'ReportSort',
    ['报表分类', '報表分類', 'Report category'],
    SYS,
    items(
      ['finance', '财务报表', '財務報表', 'Financial reports'],
      ['sales', '销售报表', '銷售報表', 'Sales reports'],
      ['hr', '人事报表', '人事報表', 'HR reports'],
      ['other', '其他报表', '其他報表', 'Other reports'],
    ),
  ),
  type(
    'businessType',
    ['业务类型', '業務類型', 'Business type'],
    BIZ,
    items(
      ['order', '订单', '訂單', 'Orders'],
      ['purchase', '采购', '採購', 'Purchasing'],
      ['contract', '合同', '合約', 'Contracts'],
      ['finance', '财务', '財務', 'Finance'],
      ['other', '其他', '其他', 'Other'],
    ),
  ),
  type(
    'createModule',
    ['代码生成模块', '程式碼產生模組', 'Code generation module'],
    SYS,
    items(
      ['system', '系统管理', '系統管理', 'System administration'],
      ['business', '业务模块', '業務模組', 'Business modules'],
      ['example', '示例模块', '範例模組', 'Example modules'],
    ),
  ),
  type(
    'msgSourceType',
    ['消息来源', '訊息來源', 'Message source'],
    SYS,
    numbered(
      ['公告', '公告', 'Announcement'],
      ['流程', '流程', 'Workflow'],
      ['系统', '系統', 'System'],
      ['日程', '行程', 'Schedule'],
    ),
  ),
  type(
    'msgSendType',
    ['消息发送方式', '訊息傳送方式', 'Message channel'],
    SYS,
    numbered(
      ['站内信', '站內訊息', 'In-app message'],
      ['邮件', '電子郵件', 'Email'],
      ['短信', '簡訊', 'SMS'],
      ['钉钉', '釘釘', 'DingTalk'],
      ['企业微信', '企業微信', 'WeCom'],
      ['webhook', 'Webhook', 'Webhook'],
    ),
  ),
  type(
    'scheduleType',
    ['日程类型', '行程類型', 'Schedule type'],
    BIZ,
    items(
      ['meeting', '会议', '會議', 'Meeting'],
      ['visit', '拜访', '拜訪', 'Visit'],
      ['travel', '出差', '出差', 'Business trip'],
      ['personal', '个人事务', '個人事務', 'Personal'],
      ['other', '其他', '其他', 'Other'],
    ),
  ),
];
