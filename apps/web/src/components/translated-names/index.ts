/** The "name in other languages" field group of record forms (ADR 0019). */
export { TranslatedNameFields, translatedNameTexts } from './translated-name-fields';
export type { TranslatedNameFieldsProps, TranslatedNameTexts } from './translated-name-fields';
