import { defineLocales } from '@/lib/define-locales';

/** Texts of the menus pages that live with the feature (the "name in other languages" group). */
export const locales = defineLocales({
  zh: {
    'menus.translations.title': '其他语言的名称',
    'menus.translations.help': '留空时显示默认名称。',
    'menus.translations.zhtw': '繁体中文名称',
    'menus.translations.en': '英文名称',
  },
  zhtw: {
    'menus.translations.title': '其他語言的名稱',
    'menus.translations.help': '留空時顯示預設名稱。',
    'menus.translations.zhtw': '繁體中文名稱',
    'menus.translations.en': '英文名稱',
  },
  en: {
    'menus.translations.title': 'Name in other languages',
    'menus.translations.help': 'Left empty, the default name is shown.',
    'menus.translations.zhtw': 'Traditional Chinese name',
    'menus.translations.en': 'English name',
  },
});
