import { asLanguage } from '@tessera/shared';
import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesigner, useDesignerStore } from './designer-context';
import { checkTypedName, problemText } from './field-name';

/**
 * The field name (vModel) of the selected widget, checked as it is typed: a name the form model
 * refuses (pattern, keyword, system column, repeat in its scope) is shown with the reason and
 * never reaches the design; the design keeps the last accepted name.
 */
export function FieldNameInput({ id, value }: { id: number; value: string }) {
  const { t, i18n } = useTranslation();
  const store = useDesignerStore();
  const fields = useDesigner((s) => s.history.present.fields);
  const [draft, setDraft] = useState(value);
  // undo, redo and other edits of the name replace what is typed
  useEffect(() => {
    setDraft(value);
  }, [value]);
  const refusal = draft === value ? null : checkTypedName(fields, id, draft.trim());
  const onChange = (next: string) => {
    setDraft(next);
    const name = next.trim();
    if (checkTypedName(store.getState().history.present.fields, id, name)) return;
    store.getState().update(id, (f) => ({ ...f, __vModel__: name }), `vModel:${id}`);
  };
  const lang = asLanguage(i18n.language) ?? 'zh';
  return (
    <Form.Item
      label={t('visualdev.props.vModel')}
      htmlFor="vd-prop-vmodel"
      validateStatus={refusal ? 'error' : undefined}
      help={refusal ? problemText(refusal, lang) : undefined}
    >
      <Input
        id="vd-prop-vmodel"
        value={draft}
        maxLength={80}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={refusal ? true : undefined}
        spellCheck={false}
        data-testid="prop-vmodel"
      />
    </Form.Item>
  );
}
