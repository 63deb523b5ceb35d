import { defineLocales } from '@/lib/define-locales';

const zh = {
  'commonWords.title': '常用语',
  'commonWords.keyword': '搜索常用语',
  'commonWords.add': '新建常用语',
  'commonWords.addTitle': '新建常用语',
  'commonWords.editTitle': '编辑常用语',
  'commonWords.field.text': '常用语',
  'commonWords.field.type': '类型',
  'commonWords.field.sortCode': '排序',
  'commonWords.field.enabledMark': '状态',
  'commonWords.field.description': '说明',
  'commonWords.field.creatorTime': '创建时间',
  'commonWords.type.all': '全部类型',
  'commonWords.type.system': '系统',
  'commonWords.type.personal': '个人',
  'commonWords.typeHelp': '系统常用语所有人可用；个人常用语仅自己可见',
  'commonWords.state.on': '启用',
  'commonWords.state.off': '停用',
  'commonWords.actions': '操作',
  'commonWords.edit': '编辑',
  'commonWords.delete': '删除',
  'commonWords.required.text': '请输入常用语',
};

type Texts = Record<keyof typeof zh, string>;

const zhtw: Texts = {
  'commonWords.title': '常用語',
  'commonWords.keyword': '搜尋常用語',
  'commonWords.add': '新增常用語',
  'commonWords.addTitle': '新增常用語',
  'commonWords.editTitle': '編輯常用語',
  'commonWords.field.text': '常用語',
  'commonWords.field.type': '類型',
  'commonWords.field.sortCode': '排序',
  'commonWords.field.enabledMark': '狀態',
  'commonWords.field.description': '說明',
  'commonWords.field.creatorTime': '建立時間',
  'commonWords.type.all': '全部類型',
  'commonWords.type.system': '系統',
  'commonWords.type.personal': '個人',
  'commonWords.typeHelp': '系統常用語所有人皆可使用；個人常用語僅限本人檢視',
  'commonWords.state.on': '啟用',
  'commonWords.state.off': '停用',
  'commonWords.actions': '操作',
  'commonWords.edit': '編輯',
  'commonWords.delete': '刪除',
  'commonWords.required.text': '請輸入常用語',
};

const en: Texts = {
  'commonWords.title': 'Common phrases',
  'commonWords.keyword': 'Search phrases',
  'commonWords.add': 'New phrase',
  'commonWords.addTitle': 'New phrase',
  'commonWords.editTitle': 'Edit phrase',
  'commonWords.field.text': 'Phrase',
  'commonWords.field.type': 'Kind',
  'commonWords.field.sortCode': 'Order',
  'commonWords.field.enabledMark': 'Status',
  'commonWords.field.description': 'Description',
  'commonWords.field.creatorTime': 'Created',
  'commonWords.type.all': 'All kinds',
  'commonWords.type.system': 'System',
  'commonWords.type.personal': 'Personal',
  'commonWords.typeHelp': 'System phrases are offered to everyone; personal ones only to you',
  'commonWords.state.on': 'On',
  'commonWords.state.off': 'Off',
  'commonWords.actions': 'Actions',
  'commonWords.edit': 'Edit',
  'commonWords.delete': 'Delete',
  'commonWords.required.text': 'Enter the phrase',
};

/** Texts of the common-words page (system/commonWords). */
export const locales = defineLocales({ zh, zhtw, en });
