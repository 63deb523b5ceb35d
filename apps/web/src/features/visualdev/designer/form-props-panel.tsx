import type { FormData } from '@tessera/shared';
import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { usePrintTemplates } from '../api/visualdev-queries';
import { useDesigner, useDesignerStore } from './designer-context';
import { TableBindingEditor } from './props/table-binding-editor';

const KEYS = [
  'size', 'labelPosition', 'labelWidth', 'span', 'popupType', 'generalWidth', 'drawerWidth',
  'fullScreenWidth', 'hasConfirmBtn', 'confirmButtonText', 'hasCancelBtn', 'cancelButtonText',
  'hasConfirmAndAddBtn', 'hasPrintBtn', 'printButtonText', 'printId', 'primaryKeyPolicy',
  'logicalDelete', 'concurrencyLock',
] as const; // prettier-ignore
type FormProps = Pick<FormData, (typeof KEYS)[number]>;
const WIDTH_OF = { general: 'generalWidth', drawer: 'drawerWidth', fullScreen: 'fullScreenWidth' } as const;
const BUTTONS = [
  ['hasConfirmBtn', 'confirmButtonText', 'confirm'],
  ['hasCancelBtn', 'cancelButtonText', 'cancel'],
  ['hasConfirmAndAddBtn', undefined, 'confirmAndAdd'],
  ['hasPrintBtn', 'printButtonText', 'print'],
] as const;

/** The form's own properties: size, labels, popup, buttons, print and storage choices. */
export function FormPropsPanel() {
  const { t } = useTranslation();
  const store = useDesignerStore();
  // every property but the widget tree: a widget edit does not re-render this panel
  const form = useDesigner(
    useShallow((s) => Object.fromEntries(KEYS.map((k) => [k, s.history.present[k]])) as FormProps),
  );
  const set = <K extends keyof FormProps>(key: K, value: FormProps[K]) =>
    store.getState().apply((d) => ({ ...d, [key]: value }), `form:${String(key)}`);
  const templates = usePrintTemplates(form.hasPrintBtn);
  const widthKey = WIDTH_OF[form.popupType];
  const printIds = Array.isArray(form.printId) ? form.printId : form.printId ? [form.printId] : [];
  return (
    <Form layout="vertical" size="small" component="div" className="vd-props" data-testid="vd-form-props">
      <TableBindingEditor />
      <Form.Item label={t('visualdev.props.form.size')}>
        <Radio.Group
          optionType="button"
          value={form.size}
          onChange={(e) => set('size', e.target.value as FormProps['size'])}
          options={(['large', 'default', 'small'] as const).map((v) => ({
            value: v,
            label: t(`visualdev.props.form.size.${v}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('visualdev.props.form.labelPosition')}>
        <Radio.Group
          optionType="button"
          value={form.labelPosition}
          onChange={(e) => set('labelPosition', e.target.value as FormProps['labelPosition'])}
          options={(['left', 'right', 'top'] as const).map((v) => ({
            value: v,
            label: t(`visualdev.props.form.labelPosition.${v}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('visualdev.props.form.labelWidth')} htmlFor="vd-form-labelWidth">
        <InputNumber
          id="vd-form-labelWidth"
          min={0}
          max={2000}
          value={form.labelWidth}
          onChange={(v) => typeof v === 'number' && set('labelWidth', v)}
        />
      </Form.Item>
      <Form.Item label={t('visualdev.props.form.span')} htmlFor="vd-form-span">
        <InputNumber
          id="vd-form-span"
          min={1}
          max={24}
          precision={0}
          value={form.span}
          onChange={(v) => typeof v === 'number' && set('span', v)}
        />
      </Form.Item>
      <Form.Item label={t('visualdev.props.form.popupType')} htmlFor="vd-form-popupType">
        <Select
          id="vd-form-popupType"
          value={form.popupType}
          onChange={(v: FormProps['popupType']) => set('popupType', v)}
          options={(['general', 'drawer', 'fullScreen'] as const).map((v) => ({
            value: v,
            label: t(`visualdev.props.form.popupType.${v}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('visualdev.props.form.popupWidth')} htmlFor="vd-form-popupWidth">
        <Input
          id="vd-form-popupWidth"
          value={String(form[widthKey] ?? '')}
          maxLength={20}
          onChange={(e) => set(widthKey, e.target.value)}
        />
      </Form.Item>
      <Form.Item label={t('visualdev.props.form.buttons')}>
        {BUTTONS.map(([flag, text, name]) => (
          <div key={flag} className="vd-button-row">
            <label>
              <Switch size="small" checked={form[flag]} onChange={(v) => set(flag, v)} />{' '}
              {t(`visualdev.props.form.${name}`)}
            </label>
            {text && form[flag] && (
              <Input
                value={form[text]}
                maxLength={50}
                placeholder={t('visualdev.props.form.buttonText')}
                aria-label={`${t(`visualdev.props.form.${name}`)} ${t('visualdev.props.form.buttonText')}`}
                onChange={(e) => set(text, e.target.value)}
              />
            )}
          </div>
        ))}
        {form.hasPrintBtn && (
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            loading={templates.isLoading}
            options={(templates.data ?? []).map((p) => ({ value: p.id, label: p.fullName }))}
            value={printIds}
            onChange={(v: string[]) => set('printId', v)}
            placeholder={t('visualdev.props.form.printTemplate')}
            aria-label={t('visualdev.props.form.printTemplate')}
            style={{ width: '100%' }}
          />
        )}
      </Form.Item>
      <Form.Item label={t('visualdev.props.form.primaryKeyPolicy')}>
        <Radio.Group
          value={form.primaryKeyPolicy}
          onChange={(e) => set('primaryKeyPolicy', e.target.value as 1 | 2)}
          options={([1, 2] as const).map((v) => ({
            value: v,
            label: t(`visualdev.props.form.primaryKeyPolicy.${v}`),
          }))}
        />
      </Form.Item>
      <div className="vd-switches">
        <label>
          <Switch size="small" checked={form.logicalDelete} onChange={(v) => set('logicalDelete', v)} />{' '}
          {t('visualdev.props.form.logicalDelete')}
        </label>
        <label>
          <Switch size="small" checked={form.concurrencyLock} onChange={(v) => set('concurrencyLock', v)} />{' '}
          {t('visualdev.props.form.concurrencyLock')}
        </label>
      </div>
    </Form>
  );
}
