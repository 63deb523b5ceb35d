import { listDesignerLocales } from './list-designer/list-locales';

/** Texts of the visualdev feature that live with it (the list designer's). */
export const locales = listDesignerLocales;
