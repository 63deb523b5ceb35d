import { Empty, Form, Modal, Radio, Spin, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintPreview } from '@/components/print-preview';
import { usePrintChoices } from './print-api';

/** Props of {@link PrintChoice}. */
export interface PrintChoiceProps {
  /** The print templates the design names (form `printId`, list `printIds`). */
  printIds: readonly string[];
  /** The records to print, one after another. */
  formIds: readonly string[];
  /** Names the Word download (the page's title). */
  fullName?: string;
  onClose: () => void;
}

/**
 * Print of one or several records (spec 02 §2, §8): with one template straight to the print
 * preview, with several the user picks one first. The server prints only records in the
 * caller's scope, without the fields they may not see.
 */
export function PrintChoice({ printIds, formIds, fullName, onClose }: PrintChoiceProps) {
  const { t } = useTranslation();
  const { templates, isLoading } = usePrintChoices(printIds);
  const [picked, setPicked] = useState<string>();
  const [previewing, setPreviewing] = useState(printIds.length === 1 ? printIds[0] : undefined);
  const chosen = picked ?? templates[0]?.id;

  if (previewing)
    return (
      <PrintPreview
        open
        id={previewing}
        formId={formIds[0] ?? ''}
        formIds={formIds}
        fullName={fullName}
        onClose={onClose}
      />
    );
  return (
    <Modal
      open
      title={t('onlineDev.print.choose')}
      okText={t('onlineDev.print.preview')}
      cancelText={t('onlineDev.list.cancel')}
      onOk={() => chosen && setPreviewing(chosen)}
      okButtonProps={{ disabled: !chosen, 'data-testid': 'online-print-ok' } as ButtonProps}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="online-print-choice">
        {isLoading ? (
          <Spin />
        ) : templates.length ? (
          <Form.Item label={t('onlineDev.print.template')}>
            <Radio.Group
              value={chosen}
              onChange={(e) => setPicked(String(e.target.value))}
              options={templates.map((tpl) => ({ value: tpl.id, label: tpl.fullName }))}
            />
          </Form.Item>
        ) : (
          <Empty description={t('onlineDev.print.noTemplate')} />
        )}
      </Form>
    </Modal>
  );
}
