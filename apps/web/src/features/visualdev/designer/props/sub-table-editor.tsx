import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { list, type PropEditorProps } from './editor-props';
import { summaryChoices } from './field-choices';
import { SubTableAddEditor } from './sub-table-add-editor';
import { SubTableHeadersEditor } from './sub-table-headers-editor';

/** A footer or row button of a sub-table (form-model.md §3). */
export interface TableButton {
  value: string;
  label: string;
  show: boolean;
  btnType: string;
  btnIcon: string;
  showConfirm?: boolean;
}

/** The sub-table: title, summary row over numeric columns, and its buttons shown or hidden and named. */
export function SubTableEditor(props: PropEditorProps) {
  const { field, setConfig, setProp } = props;
  const { t } = useTranslation();
  const summary = field['show-summary'] === true;
  const choices = summaryChoices(field);
  const chosen = list<string>(field.summaryField).filter((v) => choices.some((c) => c.value === v));
  return (
    <>
      <div className="vd-switches">
        <label>
          <Switch
            size="small"
            checked={field.__config__.showTitle !== false}
            onChange={(v) => setConfig('showTitle', v)}
          />{' '}
          {t('visualdev.props.showTitle')}
        </label>
        <label>
          <Switch size="small" checked={summary} onChange={(v) => setProp('show-summary', v)} />{' '}
          {t('visualdev.props.showSummary')}
        </label>
      </div>
      {summary && (
        <Form.Item label={t('visualdev.props.summaryField')} htmlFor="vd-prop-summary">
          <Select
            id="vd-prop-summary"
            mode="multiple"
            value={chosen}
            onChange={(v: string[]) => setProp('summaryField', v)}
            options={choices}
            notFoundContent={t('visualdev.props.summaryNone')}
          />
        </Form.Item>
      )}
      <ButtonList
        title={t('visualdev.props.footerBtns')}
        list={list(field.footerBtnsList)}
        onChange={(v) => setProp('footerBtnsList', v)}
      />
      <ButtonList
        title={t('visualdev.props.columnBtns')}
        list={list(field.columnBtnsList)}
        onChange={(v) => setProp('columnBtnsList', v)}
      />
      <SubTableHeadersEditor {...props} />
      <SubTableAddEditor {...props} />
    </>
  );
}

function ButtonList(props: { title: string; list: TableButton[]; onChange: (next: TableButton[]) => void }) {
  const { t } = useTranslation();
  const put = (i: number, patch: Partial<TableButton>) =>
    props.onChange(props.list.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  return (
    <Form.Item label={props.title}>
      {props.list.map((b, i) => (
        <div key={b.value} className="vd-option-row" data-testid={`table-btn-${b.value}`}>
          <Switch
            size="small"
            checked={b.show !== false}
            aria-label={t('visualdev.props.btnShow', { name: b.label || b.value })}
            onChange={(v) => put(i, { show: v })}
          />
          <Input
            size="small"
            value={b.label}
            maxLength={50}
            aria-label={t('visualdev.props.btnText', { name: b.value })}
            onChange={(e) => put(i, { label: e.target.value })}
          />
        </div>
      ))}
    </Form.Item>
  );
}
