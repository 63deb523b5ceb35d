import { Form, Input } from 'antd';

/** Texts of {@link TranslatedNameFields}, from the feature using it. */
export interface TranslatedNameTexts {
  /** Heading of the group ("Name in other languages"). */
  title: string;
  /** Help under the heading (an empty name shows the default one). */
  help: string;
  zhtw: string;
  en: string;
}

/** Props of {@link TranslatedNameFields}. */
export interface TranslatedNameFieldsProps {
  texts: TranslatedNameTexts;
  /** Test ids are this prefix plus `zhtw` / `en` (default `field-translations-`). */
  testIdPrefix?: string;
}

/**
 * The "name in other languages" group of a record form (inside an antd `Form`): the record's name in
 * traditional Chinese and English, stored as `translations` beside the default name (ADR 0019).
 */
export function TranslatedNameFields({
  texts,
  testIdPrefix = 'field-translations-',
}: TranslatedNameFieldsProps) {
  return (
    <fieldset className="translated-names" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 4, border: 0 }}>{texts.title}</legend>
      <p style={{ margin: '0 0 8px', color: 'var(--ant-color-text-secondary, rgba(0,0,0,0.65))' }}>
        {texts.help}
      </p>
      <Form.Item name={['translations', 'zhtw']} label={texts.zhtw} rules={[{ max: 100 }]}>
        <Input maxLength={100} autoComplete="off" lang="zh-TW" data-testid={`${testIdPrefix}zhtw`} />
      </Form.Item>
      <Form.Item name={['translations', 'en']} label={texts.en} rules={[{ max: 100 }]}>
        <Input maxLength={100} autoComplete="off" lang="en" data-testid={`${testIdPrefix}en`} />
      </Form.Item>
    </fieldset>
  );
}

/** The group's texts from a feature's keys `${ns}.translations.title|help|zhtw|en`. */
export const translatedNameTexts = (t: (key: string) => string, ns: string): TranslatedNameTexts => ({
  title: t(`${ns}.translations.title`),
  help: t(`${ns}.translations.help`),
  zhtw: t(`${ns}.translations.zhtw`),
  en: t(`${ns}.translations.en`),
});
