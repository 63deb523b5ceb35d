import { Button, Modal } from 'antd';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerField } from './picker-field';
import { SelectedList } from './selected-list';
import {
  addPick,
  emptyValue,
  hasPick,
  itemsFor,
  removePick,
  toIds,
  toValue,
  type PickItem,
} from './selection';
import type { PickerProps } from './types';
import './pickers.css';

/** What a dialog body may do with the pending selection. */
export interface PickContext {
  pending: readonly PickItem[];
  multiple: boolean;
  pick: (item: PickItem) => void;
  isPicked: (id: string) => boolean;
}

/** Shell props: the dialog title and width, names of known ids, and the dialog body. */
export interface PickerShellProps extends PickerProps {
  title: string;
  /** Dialog width in px (user and combined pickers 800). */
  width?: number;
  /** Names of ids (from the loaded tree or a lookup call). */
  known: ReadonlyMap<string, PickItem>;
  /** Shows each pick's type in the selected list (combined picker). */
  showType?: boolean;
  /** Called when the dialog opens or closes (to load what it needs). */
  onOpenChange?: (open: boolean) => void;
  children: (context: PickContext) => ReactNode;
}

/**
 * Field plus dialog shared by every picker. The dialog holds a pending selection applied only on
 * confirm; cancel drops it, so the value stays as it was.
 */
export function PickerShell({
  title,
  width = 800,
  known,
  showType,
  onOpenChange,
  children,
  value,
  onChange,
  multiple = false,
  ...field
}: PickerShellProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<PickItem[]>([]);
  const picked = useRef(new Map<string, PickItem>());
  const ids = useMemo(() => toIds(value, multiple), [value, multiple]);
  const items = useMemo(() => {
    const names = new Map([...picked.current, ...known]);
    return itemsFor(ids, names);
  }, [ids, known]);

  const show = (next: boolean) => {
    if (next) setPending(items);
    setOpen(next);
    onOpenChange?.(next);
  };
  const confirm = () => {
    for (const item of pending) picked.current.set(item.id, item);
    onChange?.(toValue(pending, multiple));
    show(false);
  };
  const context: PickContext = {
    pending,
    multiple,
    pick: (item) => setPending((list) => addPick(list, item, multiple)),
    isPicked: (id) => hasPick(pending, id),
  };
  const testId = field['data-testid'];
  return (
    <>
      <PickerField
        {...field}
        multiple={multiple}
        items={items}
        onOpen={() => show(true)}
        onClear={() => onChange?.(emptyValue(multiple))}
        onRemove={(id) => onChange?.(toValue(removePick(items, id), multiple))}
      />
      <Modal
        open={open}
        title={title}
        width={width}
        onCancel={() => show(false)}
        destroyOnHidden
        className="tessera-picker-dialog"
        data-testid={testId ? `${testId}-dialog` : undefined}
        footer={[
          <Button key="cancel" onClick={() => show(false)} data-testid="picker-cancel">
            {t('pickers.cancel')}
          </Button>,
          <Button key="ok" type="primary" onClick={confirm} data-testid="picker-confirm">
            {t('pickers.confirm')}
          </Button>,
        ]}
      >
        <div className="tessera-picker-body">
          <div className="tessera-picker-main">{open ? children(context) : null}</div>
          <SelectedList
            items={pending}
            showType={showType}
            onRemove={(id) => setPending((list) => removePick(list, id))}
            onClear={() => setPending([])}
          />
        </div>
      </Modal>
    </>
  );
}
