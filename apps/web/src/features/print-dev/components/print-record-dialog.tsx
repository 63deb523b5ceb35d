import { Form, Modal } from 'antd';
import type { PrintDevItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPicker, type PickerValue } from '@/components/pickers';
import { PrintPreview } from '@/components/print-preview';

/** "Print a record": pick a user, then preview the template with formId = that user's id. */
export function PrintRecordDialog({ template, onClose }: { template: PrintDevItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [userId, setUserId] = useState<string>();
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState(false);
  return (
    <>
      <Modal
        open={!previewing}
        title={t('printDev.printRecord.title', { name: template.fullName })}
        onCancel={onClose}
        okText={t('printDev.printRecord.preview')}
        onOk={() => {
          if (!userId) return setError(true);
          setPreviewing(true);
        }}
        okButtonProps={{ 'data-testid': 'print-record-ok' } as Record<string, string>}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item
            label={t('printDev.printRecord.user')}
            required
            validateStatus={error ? 'error' : undefined}
            help={error ? t('printDev.printRecord.userRequired') : undefined}
          >
            <UserPicker
              value={userId}
              withSystem={false}
              onChange={(v: PickerValue) => {
                setUserId(typeof v === 'string' && v ? v : undefined);
                setError(false);
              }}
              data-testid="print-record-user"
            />
          </Form.Item>
        </Form>
      </Modal>
      {previewing && userId && (
        <PrintPreview open id={template.id} formId={userId} fullName={template.fullName} onClose={onClose} />
      )}
    </>
  );
}
