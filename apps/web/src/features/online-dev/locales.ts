import { defineLocales } from '@/lib/define-locales';

/** Texts of the generated form pages (released online designs). */
export const locales = defineLocales({
  zh: {
    'onlineDev.loadFailed': '表单配置加载失败',
    'onlineDev.noForm': '该功能尚未发布表单',
    'onlineDev.submit': '提交',
    'onlineDev.confirmAndAdd': '确定并新增',
    'onlineDev.reset': '重置',
    'onlineDev.saved': '保存成功',
    'onlineDev.invalid': '请按提示修改表单后再提交',
    'onlineDev.refused': '保存失败',
  },
  zhtw: {
    'onlineDev.loadFailed': '表單設定載入失敗',
    'onlineDev.noForm': '此功能尚未發佈表單',
    'onlineDev.submit': '送出',
    'onlineDev.confirmAndAdd': '確定並新增',
    'onlineDev.reset': '重設',
    'onlineDev.saved': '儲存成功',
    'onlineDev.invalid': '請依提示修改表單後再送出',
    'onlineDev.refused': '儲存失敗',
  },
  en: {
    'onlineDev.loadFailed': 'The form configuration could not be loaded',
    'onlineDev.noForm': 'This feature has no released form yet',
    'onlineDev.submit': 'Submit',
    'onlineDev.confirmAndAdd': 'Save and add another',
    'onlineDev.reset': 'Reset',
    'onlineDev.saved': 'Saved',
    'onlineDev.invalid': 'Please correct the highlighted fields, then submit again',
    'onlineDev.refused': 'Not saved',
  },
});
