import type { Language } from './language';

/** Server messages of the message templates. */
export const messageTemplateMessages = {
  messageTemplateUnknownParameters: {
    zh: '模板中有未知参数：{unknown}。可用的参数：{known}',
    zhtw: '範本中有未知參數：{unknown}。可用的參數：{known}',
    en: 'The template uses unknown parameters: {unknown}. Known parameters: {known}',
  },
  messageTemplateBuiltIn: {
    zh: '平台正在使用该模板（{code}），不能删除，可以停用',
    zhtw: '平台正在使用該範本（{code}），不能刪除，可以停用',
    en: 'The platform uses this template ({code}); it cannot be deleted, but it can be disabled',
  },
  messageTemplateBuiltInCode: {
    zh: '平台按编码使用该模板，编码不能修改：{code}',
    zhtw: '平台按編碼使用該範本，編碼不能修改：{code}',
    en: 'The platform finds this template by its code, which cannot change: {code}',
  },
  messageTemplateTypeListUnknown: {
    zh: '类型列表不存在，可用：1 发送方式，2 消息来源，3 模板参数',
    zhtw: '類型列表不存在，可用：1 發送方式，2 消息來源，3 範本參數',
    en: 'No such type list; use 1 send channels, 2 message sources or 3 template parameters',
  },
  messageTemplateCopySuffix: { zh: '副本', zhtw: '副本', en: 'Copy' },
} as const satisfies Record<string, Record<Language, string>>;
