import { Button, Drawer, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupField } from './popup-field';
import {
  buildParamList,
  confirmValue,
  DEFAULT_PROPS_VALUE,
  DEFAULT_RELATION_FIELD,
  emptyValue,
  keyOf,
  pageSizeFor,
  toggleRow,
  toKeys,
  type InterfaceRecord,
  type PopupColumn,
  type PopupValue,
  type TemplateParam,
} from './popup-rules';
import { PopupTable } from './popup-table';
import { usePopupLabels } from './use-popup-labels';
import { usePopupPage } from './use-popup-page';
import './popup-select.css';

/** Props shared by the data popups (form model `popupSelect` / `popupTableSelect`). */
export interface DataPopupProps {
  /** Data interface the records come from; without it nothing loads. */
  interfaceId?: string;
  /** Record key stored as the value (default `id`). */
  propsValue?: string;
  /** Record field shown as text (default `fullName`). */
  relationField?: string;
  /** Table columns. */
  columnOptions?: readonly PopupColumn[];
  /** Pages of `pageSize` (default 20); without paging every row comes at once. */
  hasPage?: boolean;
  pageSize?: number;
  /** Interface parameters read from the form (`formData`) or the current sub-table row (`rowData`). */
  templateJson?: readonly TemplateParam[];
  formData?: Readonly<Record<string, unknown>>;
  rowData?: Readonly<Record<string, unknown>>;
  multiple?: boolean;
  value?: PopupValue | null;
  /** Emits the new value and the records it stands for (as far as they are known). */
  onChange?: (value: PopupValue, records: InterfaceRecord[]) => void;
  disabled?: boolean;
  clearable?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** Props of {@link PopupSelect}. */
export interface PopupSelectProps extends DataPopupProps {
  /** A centred dialog (default) or a side drawer. */
  popupType?: 'dialog' | 'drawer';
  /** Title; default 选择数据 in the current language. */
  popupTitle?: string;
  /** Width of the dialog or drawer (default 800px). */
  popupWidth?: string | number;
}

/**
 * A field whose value is picked from a data interface's records in a dialog or drawer: keyword
 * search, reset, refresh, radio (single) or checkbox (multiple) rows, optional pages. The pending
 * selection is applied only on confirm; single confirm with no row does nothing; cancel keeps the
 * value. A saved value shows its record's text, looked up by key.
 */
export function PopupSelect(props: PopupSelectProps) {
  const { t } = useTranslation();
  const propsValue = props.propsValue || DEFAULT_PROPS_VALUE;
  const relationField = props.relationField || DEFAULT_RELATION_FIELD;
  const multiple = props.multiple ?? false;
  const hasPage = props.hasPage ?? false;
  const pageSize = pageSizeFor(hasPage, props.pageSize);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<InterfaceRecord[]>([]);
  const paramList = useMemo(
    () => buildParamList(props.templateJson, props.formData, props.rowData),
    [props.templateJson, props.formData, props.rowData],
  );
  const keys = useMemo(() => toKeys(props.value, multiple), [props.value, multiple]);
  const { labels, known, remember } = usePopupLabels(keys, {
    interfaceId: props.interfaceId,
    propsValue,
    relationField,
    paramList,
  });
  const page = usePopupPage(
    {
      interfaceId: props.interfaceId,
      propsValue,
      relationField,
      columnOptions: props.columnOptions,
      paramList,
      hasPage,
      pageSize: props.pageSize,
    },
    open,
  );

  const emit = (value: PopupValue) => {
    const records = toKeys(Array.isArray(value) ? value : [value], true)
      .map((k) => known.get(k) ?? pending.find((r) => keyOf(r, propsValue) === k))
      .filter((r): r is InterfaceRecord => r !== undefined);
    props.onChange?.(value, records);
  };
  const show = () => {
    if (props.disabled) return;
    setPending(keys.map((k) => known.get(k) ?? { [propsValue]: k }));
    setOpen(true);
  };
  const confirm = () => {
    const value = confirmValue(pending, multiple, propsValue);
    if (value === null) return;
    remember(pending);
    emit(value);
    setOpen(false);
  };
  const testId = props['data-testid'] ?? 'popup-select';
  const title = props.popupTitle || t('widgets.popup.title');
  const width = props.popupWidth ?? '800px';
  const footer = (
    <div className="tessera-popup-footer">
      <Button onClick={() => setOpen(false)} data-testid={`${testId}-cancel`}>
        {t('widgets.popup.cancel')}
      </Button>
      <Button type="primary" onClick={confirm} data-testid={`${testId}-confirm`}>
        {t('widgets.popup.confirm')}
      </Button>
    </div>
  );
  const body = open ? (
    <PopupTable
      page={page}
      columns={props.columnOptions ?? []}
      propsValue={propsValue}
      multiple={multiple}
      hasPage={hasPage}
      pageSize={pageSize}
      selectedKeys={pending.map((r) => keyOf(r, propsValue))}
      onToggle={(row) => setPending((list) => toggleRow(list, row, multiple, propsValue))}
      scrollY={props.popupType === 'drawer' ? undefined : 400}
      data-testid={testId}
    />
  ) : null;
  return (
    <>
      <PopupField
        labels={labels}
        multiple={multiple}
        disabled={props.disabled}
        clearable={props.clearable}
        placeholder={props.placeholder}
        id={props.id}
        aria-label={props['aria-label']}
        data-testid={testId}
        onOpen={show}
        onClear={() => emit(emptyValue(multiple))}
        onRemove={(key) => emit(keys.filter((k) => k !== key))}
      />
      {props.popupType === 'drawer' ? (
        <Drawer
          open={open}
          title={title}
          size={width}
          onClose={() => setOpen(false)}
          destroyOnHidden
          footer={footer}
          className="tessera-popup-drawer"
          data-testid={`${testId}-popup`}
        >
          {body}
        </Drawer>
      ) : (
        <Modal
          open={open}
          title={title}
          width={width}
          onCancel={() => setOpen(false)}
          destroyOnHidden
          footer={footer}
          className="tessera-popup-dialog"
          data-testid={`${testId}-popup`}
        >
          {body}
        </Modal>
      )}
    </>
  );
}
