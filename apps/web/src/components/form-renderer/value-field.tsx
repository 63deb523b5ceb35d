import type { FieldItem } from '@tessera/shared';
import { Form, Tooltip } from 'antd';
import { useMemo } from 'react';
import { dateSources } from './date-bounds';
import { str } from './editor-types';
import { FieldEditor } from './field-editor';
import { linkageSources } from './field-options';
import { useKey, useKeys } from './form-store';
import { useRenderer } from './renderer-context';

const READ_ONLY_KEYS = new Set([
  'calculate', 'relationFormAttr', 'popupAttr', 'billRule', 'createUser', 'createTime',
  'modifyUser', 'modifyTime', 'currOrganize', 'currPosition',
]); // prettier-ignore

/** Whether a widget is read-only in this form (detail mode, disabled, or a computed kind). */
export function isReadOnly(field: FieldItem, formReadOnly: boolean): boolean {
  return formReadOnly || field.disabled === true || READ_ONLY_KEYS.has(field.__config__.jnpfKey);
}

/** A value widget with its label, required mark and message, reading only its own value. */
export function ValueField({ field }: { field: FieldItem }) {
  const ctx = useRenderer();
  const vModel = field.__vModel__ ?? '';
  const value = useKey(ctx.values, vModel);
  const error = useKey(ctx.errors, vModel);
  const sourceKeys = useMemo(() => [...linkageSources(field), ...dateSources(field)], [field]);
  const sources = useKeys(ctx.values, sourceKeys);
  const config = field.__config__;
  const label = config.showLabel === false ? undefined : str(config.label);
  const width = typeof config.labelWidth === 'number' ? config.labelWidth : undefined;
  const tip = str(config.tipLabel);
  return (
    <Form.Item
      label={label && tip ? <Tooltip title={tip}>{label}</Tooltip> : label}
      required={config.required === true}
      validateStatus={error ? 'error' : undefined}
      help={error}
      labelCol={width !== undefined && !ctx.narrow ? { flex: `0 0 ${width}px` } : undefined}
      colon={ctx.formData.colon}
      className="fr-item"
    >
      <div data-testid={`fr-${vModel}`} className="fr-editor">
        <FieldEditor
          field={field}
          value={value}
          onChange={(v) => ctx.change(field, v)}
          onBlur={() => ctx.blur(field)}
          disabled={isReadOnly(field, ctx.readOnly)}
          formValues={sources}
          ariaLabel={str(config.label)}
        />
      </div>
    </Form.Item>
  );
}
