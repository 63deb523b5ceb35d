import { defineLocales } from '@/lib/define-locales';
import { dataInterfaceEn } from './texts/data-interface.en';
import { dataInterfaceZh } from './texts/data-interface.zh';
import { dataInterfaceZhtw } from './texts/data-interface.zhtw';
import { dataInterfaceSqlEn } from './texts/data-interface-sql.en';
import { dataInterfaceSqlZh } from './texts/data-interface-sql.zh';
import { dataInterfaceSqlZhtw } from './texts/data-interface-sql.zhtw';

/** Texts of the data interface page and its SQL reader status. */
export const locales = defineLocales({
  zh: { ...dataInterfaceZh, ...dataInterfaceSqlZh },
  zhtw: { ...dataInterfaceZhtw, ...dataInterfaceSqlZhtw },
  en: { ...dataInterfaceEn, ...dataInterfaceSqlEn },
});
