import type { FormData } from '@tessera/shared';
import { Alert, Button, Space, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer, type FormRendererHandle } from '@/components/form-renderer';
import { feedback } from '@/lib/feedback';
import { isEnvelopeError } from '@/lib/http';
import { onlineDevApi } from '../api/online-dev-api';
import { onlineListApi } from '../api/online-list-api';
import { useRecordInfo } from '../api/online-list-queries';
import { Popup } from './popup';

/** What the record form edits: a new record, or one of the page's rows. */
export type Editing = { mode: 'create' } | { mode: 'edit'; id: string };

/** Props of {@link RecordForm}. */
export interface RecordFormProps {
  modelId: string;
  menuId?: string;
  design: FormData;
  editing: Editing;
  /** The ids of the page's rows, in order (prev/next of an edit). */
  ids: readonly string[];
  onMove: (editing: Editing) => void;
  onClose: () => void;
  /** After a save (the list reloads). */
  onSaved: () => void;
}

const widthOf = (design: FormData) =>
  design.popupType === 'drawer'
    ? design.drawerWidth
    : design.popupType === 'fullScreen'
      ? design.fullScreenWidth
      : design.generalWidth;

/**
 * The create and edit form of a generated list, in the design's popup (dialog, full screen or
 * drawer): the form renderer as is, "confirm and add" on create, previous and next on edit.
 */
export function RecordForm({
  modelId,
  menuId,
  design,
  editing,
  ids,
  onMove,
  onClose,
  onSaved,
}: RecordFormProps) {
  const { t } = useTranslation();
  const form = useRef<FormRendererHandle>(null);
  const [refusal, setRefusal] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [generation, setGeneration] = useState(0);
  const editId = editing.mode === 'edit' ? editing.id : undefined;
  const info = useRecordInfo(modelId, editId);
  const index = editId ? ids.indexOf(editId) : -1;

  const handleSubmit = async (addAnother: boolean) => {
    setRefusal(undefined);
    const current = form.current;
    if (!current?.validate()) {
      feedback.error(t('onlineDev.invalid'));
      return;
    }
    try {
      await current.beforeSubmit();
    } catch (stopped) {
      setRefusal(stopped instanceof Error ? stopped.message : t('onlineDev.refused'));
      return;
    }
    setSaving(true);
    try {
      const data = JSON.stringify(current.getValues());
      const envelope = editId
        ? await onlineListApi.update(modelId, editId, { id: editId, data })
        : await onlineDevApi.save(modelId, { data });
      current.afterSubmit();
      feedback.success(envelope.msg || t('onlineDev.saved'));
      onSaved();
      if (addAnother) setGeneration((g) => g + 1);
      else onClose();
    } catch (error) {
      setRefusal(isEnvelopeError(error) && error.msg ? error.msg : t('onlineDev.refused'));
    } finally {
      setSaving(false);
    }
  };

  const move = (step: number) => {
    const id = ids[index + step];
    if (id) {
      setRefusal(undefined);
      onMove({ mode: 'edit', id });
    }
  };

  const footer = (
    <Space wrap>
      {editId && (
        <>
          <Button disabled={index <= 0} onClick={() => move(-1)} data-testid="online-record-prev">
            {t('onlineDev.list.prev')}
          </Button>
          <Button
            disabled={index < 0 || index >= ids.length - 1}
            onClick={() => move(1)}
            data-testid="online-record-next"
          >
            {t('onlineDev.list.next')}
          </Button>
        </>
      )}
      <Button onClick={onClose} data-testid="online-record-cancel">
        {design.cancelButtonText || t('onlineDev.list.cancel')}
      </Button>
      {!editId && design.hasConfirmAndAddBtn && (
        <Button
          loading={saving}
          onClick={() => void handleSubmit(true)}
          data-testid="online-record-submit-add"
        >
          {t('onlineDev.confirmAndAdd')}
        </Button>
      )}
      <Button
        type="primary"
        loading={saving}
        onClick={() => void handleSubmit(false)}
        data-testid="online-record-submit"
      >
        {design.confirmButtonText || t('onlineDev.list.confirm')}
      </Button>
    </Space>
  );

  return (
    <Popup
      type={design.popupType}
      width={widthOf(design)}
      title={editId ? t('onlineDev.list.editTitle') : t('onlineDev.list.addTitle')}
      open
      onClose={onClose}
      footer={footer}
      data-testid="online-record-form"
    >
      {refusal && (
        <Alert
          type="error"
          showIcon
          message={refusal}
          style={{ marginBottom: 16 }}
          data-testid="online-record-refusal"
        />
      )}
      {editId && info.isLoading ? (
        <Spin />
      ) : (
        <FormRenderer
          key={editId ?? `new-${generation}`}
          ref={form}
          formData={design}
          menuId={menuId}
          mode={editId ? 'edit' : 'create'}
          value={editId ? info.data : undefined}
        />
      )}
    </Popup>
  );
}

export { widthOf as popupWidthOf };
