import { defineLocales } from '@/lib/define-locales';

/** Texts of the dictionary pages that live with the feature (the "name in other languages" group). */
export const locales = defineLocales({
  zh: {
    'dictionary.translations.title': '其他语言的名称',
    'dictionary.translations.help': '留空时显示默认名称。',
    'dictionary.translations.zhtw': '繁体中文名称',
    'dictionary.translations.en': '英文名称',
  },
  zhtw: {
    'dictionary.translations.title': '其他語言的名稱',
    'dictionary.translations.help': '留空時顯示預設名稱。',
    'dictionary.translations.zhtw': '繁體中文名稱',
    'dictionary.translations.en': '英文名稱',
  },
  en: {
    'dictionary.translations.title': 'Name in other languages',
    'dictionary.translations.help': 'Left empty, the default name is shown.',
    'dictionary.translations.zhtw': 'Traditional Chinese name',
    'dictionary.translations.en': 'English name',
  },
});
