import { Button, Drawer, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupField } from './popup-field';
import { confirmValue, keyOf, toggleRow, type InterfaceRecord } from './popup-rules';
import { PopupTable } from './popup-table';
import { useDataPopup, type DataPopupProps } from './use-data-popup';
import './popup-select.css';

export type { DataPopupProps } from './use-data-popup';

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
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<InterfaceRecord[]>([]);
  const { propsValue, multiple, keys, known, remember, emit, testId, field, table } = useDataPopup(
    props,
    open,
    'popup-select',
  );

  const show = () => {
    if (props.disabled) return;
    setPending(keys.map((k) => known.get(k) ?? { [propsValue]: k }));
    setOpen(true);
  };
  const confirm = () => {
    const value = confirmValue(pending, multiple, propsValue);
    if (value === null) return;
    remember(pending);
    emit(value, pending);
    setOpen(false);
  };
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
      {...table}
      selectedKeys={pending.map((r) => keyOf(r, propsValue))}
      onToggle={(row) => setPending((list) => toggleRow(list, row, multiple, propsValue))}
      scrollY={props.popupType === 'drawer' ? undefined : 400}
    />
  ) : null;
  return (
    <>
      <PopupField {...field} onOpen={show} />
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
