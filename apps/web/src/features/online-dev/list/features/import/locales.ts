/** Texts of the generated list's import (spread into the online-dev feature's locales). */
export const importLocales = {
  zh: {
    'onlineDev.import.button': '导入',
    'onlineDev.import.title': '批量导入',
  },
  zhtw: {
    'onlineDev.import.button': '匯入',
    'onlineDev.import.title': '批次匯入',
  },
  en: {
    'onlineDev.import.button': 'Import',
    'onlineDev.import.title': 'Batch import',
  },
};
