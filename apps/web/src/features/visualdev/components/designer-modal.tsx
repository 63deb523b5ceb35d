import { parseFormData, type FormData } from '@tessera/shared';
import { Button, Modal, Result, Spin } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ask } from '@/components/admin-list-page';
import { feedback } from '@/lib/feedback';
import { bodyOf, visualDevApi } from '../api/visualdev-api';
import { useInvalidateVisualDev, useVisualDevInfo } from '../api/visualdev-queries';
import { FormDesigner } from '../designer/form-designer';
import { DesignSteps } from '../list-designer/design-steps';
import { TableBindingContext } from '../designer/props/table-binding-editor';

/** The designer of one design, full screen over the list; saving stores the design (PUT). */
export function DesignerModal({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useVisualDevInfo(id);
  const invalidate = useInvalidateVisualDev();
  const dirty = useRef(false);
  // the design's bound tables (`tables` JSON), edited in the form properties, stored with the design
  const [tables, setTables] = useState<string>();
  const binding = useMemo(
    () => ({
      tables: tables ?? info.data?.tables ?? '[]',
      onChange: (next: string) => {
        setTables(next);
        dirty.current = true;
      },
    }),
    [tables, info.data?.tables],
  );
  const initial = useMemo<FormData | undefined>(() => {
    if (!info.data) return undefined;
    const parsed = parseFormData(info.data.formData?.trim() ? info.data.formData : '{}');
    return parsed.ok ? parsed.formData : undefined;
  }, [info.data]);
  const close = async () => {
    if (dirty.current && !(await ask({ content: t('visualdev.designer.unsaved') }))) return;
    onClose();
  };
  const save = async (design: FormData) => {
    const stored = await visualDevApi.info(id);
    const msg = await visualDevApi.update(
      id,
      bodyOf(stored, { formData: JSON.stringify(design), tables: tables ?? stored.tables }),
    );
    feedback.success(msg || t('visualdev.designer.saved'));
    await invalidate();
  };
  const closeButton = (
    <Button onClick={() => void close()} data-testid="vd-close">
      {t('visualdev.designer.close')}
    </Button>
  );
  return (
    <Modal
      open
      onCancel={() => void close()}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      className="vd-modal"
      title={t('visualdev.designer.title', { name: info.data?.fullName ?? '' })}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={null}
      data-testid="vd-modal"
    >
      {info.isLoading && <Spin />}
      {info.isError && (
        <Result status="error" title={t('visualdev.designer.loadFailed')} extra={closeButton} />
      )}
      {info.data && !initial && (
        <Result status="error" title={t('visualdev.designer.jsonInvalid')} extra={closeButton} />
      )}
      {initial && (
        <TableBindingContext.Provider value={binding}>
          <DesignSteps info={info.data}>
            <FormDesigner
              initial={initial}
              onSave={save}
              extra={closeButton}
              onDirtyChange={(d) => {
                dirty.current = d;
              }}
            />
          </DesignSteps>
        </TableBindingContext.Provider>
      )}
    </Modal>
  );
}
