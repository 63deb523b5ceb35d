import { WIDGETS, childrenOf, createPane, type FieldItem, type RegRule } from '@tessera/shared';
import { Button, Checkbox, Form, Input, InputNumber, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { assignIds, findField, idOf, keyOf, updateField } from './design-tree';
import { useDesigner, useDesignerStore } from './designer-context';
import { BillRuleField } from './bill-rule-field';
import { FieldNameInput } from './field-name-input';
import { OptionsEditor } from './options-editor';
import { KindProps } from './props/kind-props';
import { RegListEditor } from './reg-list-editor';
import { kindName } from './widget-text';

const OPTION_KINDS = new Set(['radio', 'checkbox', 'select', 'cascader', 'treeSelect']);
const REG_KINDS = new Set(['input', 'textarea', 'numInput', 'autoComplete']);
const TEXT_DEFAULT_KINDS = new Set(['input', 'textarea']);
const CONTENT_PROP: Record<string, string> = {
  text: 'content',
  groupTitle: 'content',
  divider: 'content',
  link: 'content',
  button: 'buttonText',
  alert: 'title',
  card: 'header',
};

/** The settings of the selected widget. Keyed by the widget's formId by its caller. */
export function WidgetPropsPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const store = useDesignerStore();
  const field = useDesigner((s) => findField(s.history.present.fields, id)?.field);
  const fields = useDesigner((s) => s.history.present.fields);
  if (!field) return null;
  const key = keyOf(field);
  const kind = key ? WIDGETS[key] : undefined;
  const config = field.__config__;
  const change = (tag: string, fn: (f: FieldItem) => FieldItem) =>
    store.getState().update(id, fn, `${tag}:${id}`);
  const setConfig = (k: string, v: unknown) =>
    change(k, (f) => ({ ...f, __config__: { ...f.__config__, [k]: v } }));
  const setProp = (k: string, v: unknown) => change(k, (f) => ({ ...f, [k]: v }));
  const setProps = (patch: Record<string, unknown>) =>
    change(Object.keys(patch).join(','), (f) => ({ ...f, ...patch }));
  const setConfigs = (patch: Record<string, unknown>) =>
    change(Object.keys(patch).join(','), (f) => ({ ...f, __config__: { ...f.__config__, ...patch } }));
  const holdsValue = !!kind && kind.value !== 'none' && kind.group !== 'pane';
  const system = kind?.group === 'system';
  const visibility = Array.isArray(config.visibility) ? (config.visibility as string[]) : ['pc', 'app'];
  const contentProp = key ? CONTENT_PROP[key] : undefined;

  const addPane = () =>
    store.getState().apply((d) => {
      if (key !== 'tab' && key !== 'collapse') return d;
      const paneKey = key === 'tab' ? 'tabItem' : 'collapseItem';
      const n = childrenOf(field).length + 1;
      const made = createPane(paneKey, n, (k) => t(`formModel.text.${k}`));
      const { field: pane, last } = assignIds(made as FieldItem, d.idGlobal + 1);
      const fields = updateField(d.fields, id, (f) => ({
        ...f,
        __config__: { ...f.__config__, children: [...childrenOf(f), pane] },
      }));
      return { ...d, fields, idGlobal: last };
    });
  const setPaneTitle = (paneId: number, title: string) =>
    store.getState().update(paneId, (p) => ({ ...p, title }), `title:${paneId}`);

  return (
    <Form layout="vertical" size="small" component="div" className="vd-props" data-testid="vd-widget-props">
      <Typography.Text type="secondary">
        {t('visualdev.props.kind')}: {kindName(t, String(config.jnpfKey))}
      </Typography.Text>
      {kind?.group !== 'pane' && (
        <Form.Item label={t('visualdev.props.label')} htmlFor="vd-prop-label">
          <Input
            id="vd-prop-label"
            value={typeof config.label === 'string' ? config.label : ''}
            maxLength={200}
            onChange={(e) => setConfig('label', e.target.value)}
            data-testid="prop-label"
          />
        </Form.Item>
      )}
      {(holdsValue || key === 'table') && <FieldNameInput id={id} value={field.__vModel__ ?? ''} />}
      {contentProp && (
        <Form.Item label={t(key === 'card' ? 'visualdev.props.cardHeader' : 'visualdev.props.content')}>
          <Input
            value={String(field[contentProp] ?? '')}
            onChange={(e) => setProp(contentProp, e.target.value)}
          />
        </Form.Item>
      )}
      {(key === 'tab' || key === 'collapse') && (
        <Form.Item label={t('visualdev.props.paneTitle')}>
          {childrenOf(field).map((pane) => (
            <Input
              key={idOf(pane)}
              value={String(pane.title ?? '')}
              onChange={(e) => setPaneTitle(idOf(pane), e.target.value)}
              aria-label={t('visualdev.props.paneTitle')}
              style={{ marginBottom: 4 }}
            />
          ))}
          <Button onClick={addPane}>{t('visualdev.props.paneAdd')}</Button>
        </Form.Item>
      )}
      {key && TEXT_DEFAULT_KINDS.has(key) && (
        <Form.Item label={t('visualdev.props.defaultValue')} htmlFor="vd-prop-default">
          <Input
            id="vd-prop-default"
            value={typeof config.defaultValue === 'string' ? config.defaultValue : ''}
            onChange={(e) => setConfig('defaultValue', e.target.value || undefined)}
          />
        </Form.Item>
      )}
      {key === 'numInput' && (
        <Form.Item label={t('visualdev.props.defaultValue')} htmlFor="vd-prop-default">
          <InputNumber
            id="vd-prop-default"
            style={{ width: '100%' }}
            value={typeof config.defaultValue === 'number' ? config.defaultValue : null}
            onChange={(v) => setConfig('defaultValue', v ?? undefined)}
          />
        </Form.Item>
      )}
      {key === 'switch' && (
        <Form.Item label={t('visualdev.props.defaultValue')}>
          <Switch
            checked={config.defaultValue === (field.activeValue ?? 1)}
            onChange={(on) =>
              setConfig('defaultValue', on ? (field.activeValue ?? 1) : (field.inactiveValue ?? 0))
            }
            aria-label={t('visualdev.props.defaultValue')}
          />
        </Form.Item>
      )}
      {holdsValue && !system && 'placeholder' in field && (
        <Form.Item label={t('visualdev.props.placeholder')} htmlFor="vd-prop-placeholder">
          <Input
            id="vd-prop-placeholder"
            value={String(field.placeholder ?? '')}
            onChange={(e) => setProp('placeholder', e.target.value)}
          />
        </Form.Item>
      )}
      {key === 'billRule' && (
        <BillRuleField
          rule={String(config.rule ?? '')}
          ruleName={String(config.ruleName ?? '')}
          onChange={(rule, ruleName) =>
            change('rule', (f) => ({ ...f, __config__: { ...f.__config__, rule, ruleName } }))
          }
        />
      )}
      {key && OPTION_KINDS.has(key) && (
        <OptionsEditor field={field} setConfig={setConfig} setProp={setProp} setConfigs={setConfigs} />
      )}
      <KindProps
        field={field}
        fields={fields}
        setConfig={setConfig}
        setConfigs={setConfigs}
        setProp={setProp}
        setProps={setProps}
      />
      {key && REG_KINDS.has(key) && (
        <RegListEditor
          value={Array.isArray(config.regList) ? (config.regList as RegRule[]) : []}
          onChange={(next) => setConfig('regList', next)}
        />
      )}
      {kind?.group !== 'pane' && !config.isSubTable && (
        <Form.Item label={t('visualdev.props.span')} htmlFor="vd-prop-span">
          <InputNumber
            id="vd-prop-span"
            min={1}
            max={24}
            precision={0}
            value={typeof config.span === 'number' ? config.span : 24}
            onChange={(v) => typeof v === 'number' && setConfig('span', v)}
            data-testid="prop-span"
          />
        </Form.Item>
      )}
      {kind?.group !== 'pane' && (
        <Form.Item label={t('visualdev.props.visibility')}>
          <Checkbox.Group
            value={visibility}
            onChange={(v) => setConfig('visibility', v)}
            options={[
              { value: 'pc', label: t('visualdev.props.visibility.pc') },
              { value: 'app', label: t('visualdev.props.visibility.app') },
            ]}
          />
        </Form.Item>
      )}
      <div className="vd-switches">
        {holdsValue && !system && (
          <label>
            <Switch
              size="small"
              checked={config.required === true}
              onChange={(v) => setConfig('required', v)}
              data-testid="prop-required"
            />{' '}
            {t('visualdev.props.required')}
          </label>
        )}
        {'defaultCurrent' in config && (
          <label>
            <Switch
              size="small"
              checked={config.defaultCurrent === true}
              onChange={(v) => setConfig('defaultCurrent', v)}
              data-testid="prop-default-current"
            />{' '}
            {t('visualdev.props.defaultCurrent')}
          </label>
        )}
        {key === 'input' && (
          <label>
            <Switch size="small" checked={config.unique === true} onChange={(v) => setConfig('unique', v)} />{' '}
            {t('visualdev.props.unique')}
          </label>
        )}
        {holdsValue && (
          <label>
            <Switch size="small" checked={field.disabled === true} onChange={(v) => setProp('disabled', v)} />{' '}
            {t('visualdev.props.disabled')}
          </label>
        )}
        {kind?.group !== 'pane' && (
          <label>
            <Switch size="small" checked={config.noShow === true} onChange={(v) => setConfig('noShow', v)} />{' '}
            {t('visualdev.props.noShow')}
          </label>
        )}
      </div>
    </Form>
  );
}
