import { defineLocales } from '@/lib/define-locales';
import { messageTemplateEn } from './texts/message-template.en';
import { messageTemplateZh } from './texts/message-template.zh';
import { messageTemplateZhtw } from './texts/message-template.zhtw';

/** Texts of the message templates. */
export const locales = defineLocales({
  zh: messageTemplateZh,
  zhtw: messageTemplateZhtw,
  en: messageTemplateEn,
});
