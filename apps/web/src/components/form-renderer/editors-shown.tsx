import { Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useKey } from './form-store';
import { str, type EditorProps } from './editor-types';
import { AmountWords } from './editors-basic';
import { formatNumber } from './format';
import { useRenderer } from './renderer-context';

/** calculate: the computed value with its precision, thousands and amount in words. */
export function CalculateView({ field, value, ariaLabel }: EditorProps) {
  return (
    <div className="fr-number">
      <Input
        value={formatNumber(value ?? 0, { precision: field.precision ?? 2, thousands: field.thousands })}
        readOnly
        className="fr-calculated"
        aria-label={ariaLabel}
      />
      {field.isAmountChinese === true ? <AmountWords value={value} /> : null}
    </div>
  );
}

/** The related field a relation or popup attribute reads (`<vModel>_jnpfTable_<table>1` or the vModel). */
export const attrSource = (relationField: unknown) =>
  typeof relationField === 'string' ? relationField.replace(/_jnpfTable_.*$/, '') : '';

/** relationFormAttr and popupAttr: a field of the record picked in their related field (copied when stored). */
export function AttrView({ field, value, onChange, ariaLabel }: EditorProps) {
  const { records } = useRenderer();
  const record = useKey(records, attrSource(field.relationField));
  const picked = record?.[String(field.showField ?? '')];
  // a stored attribute (isStorage 2) keeps a copy of the picked record's field
  const stored = field.isStorage === 2;
  const shown = picked ?? (stored ? value : undefined);
  useEffect(() => {
    if (stored && picked !== undefined) onChange(picked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new pick is copied
  }, [stored, picked]);
  return (
    <Input
      value={shown === undefined || shown === null ? '' : String(shown)}
      readOnly
      aria-label={ariaLabel}
    />
  );
}

/** System widgets and the bill number: read-only, filled by the server. */
export function SystemView({ field, value, ariaLabel }: EditorProps) {
  const { t } = useTranslation();
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return (
    <Input
      value={text}
      disabled
      placeholder={str(field.placeholder) ?? t('formRenderer.systemFilled')}
      aria-label={ariaLabel}
    />
  );
}
