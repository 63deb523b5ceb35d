/** Texts of the generated list's print and batch print (spread into the online-dev feature's locales). */
export const printLocales = {
  zh: {
    'onlineDev.print.button': '打印',
    'onlineDev.print.batch': '批量打印',
    'onlineDev.print.choose': '选择打印模板',
    'onlineDev.print.template': '打印模板',
    'onlineDev.print.preview': '预览',
    'onlineDev.print.needSelection': '请先选择要打印的数据',
    'onlineDev.print.noTemplate': '打印模板不存在或已停用',
  },
  zhtw: {
    'onlineDev.print.button': '列印',
    'onlineDev.print.batch': '批次列印',
    'onlineDev.print.choose': '選擇列印範本',
    'onlineDev.print.template': '列印範本',
    'onlineDev.print.preview': '預覽',
    'onlineDev.print.needSelection': '請先選取要列印的資料',
    'onlineDev.print.noTemplate': '列印範本不存在或已停用',
  },
  en: {
    'onlineDev.print.button': 'Print',
    'onlineDev.print.batch': 'Print selected',
    'onlineDev.print.choose': 'Choose a print template',
    'onlineDev.print.template': 'Print template',
    'onlineDev.print.preview': 'Preview',
    'onlineDev.print.needSelection': 'Select the rows to print first',
    'onlineDev.print.noTemplate': 'The print template does not exist or is disabled',
  },
};
