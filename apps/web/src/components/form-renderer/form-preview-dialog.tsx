import type { FormData } from '@tessera/shared';
import { Alert, Button, Modal, Segmented, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer, type FormRendererHandle } from './form-renderer';

/** Props of {@link FormPreviewDialog}. */
export interface FormPreviewDialogProps {
  /** The design to preview (parsed, JSON text or raw object). */
  formData: FormData | string | Record<string, unknown>;
  open: boolean;
  onClose: () => void;
}

/** Width of the phone frame, in px. */
export const PHONE_WIDTH = 375;

/**
 * Previews a design in the real renderer at PC width or in a 375 px phone frame; "validate" runs
 * the form's checks and shows the collected values as JSON.
 */
export function FormPreviewDialog({ formData, open, onClose }: FormPreviewDialogProps) {
  const { t } = useTranslation();
  const form = useRef<FormRendererHandle>(null);
  const [device, setDevice] = useState<'pc' | 'phone'>('pc');
  const [result, setResult] = useState<{ ok: boolean; json: string }>();
  const handleValidate = () => {
    const ok = form.current?.validate() ?? false;
    setResult({ ok, json: JSON.stringify(form.current?.getValues() ?? {}, null, 2) });
  };
  const handleReset = () => {
    form.current?.reset();
    setResult(undefined);
  };
  const phone = device === 'phone';
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('formRenderer.preview.title')}
      width="min(1200px, 96vw)"
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={handleReset} data-testid="form-preview-reset">
            {t('formRenderer.preview.reset')}
          </Button>
          <Button type="primary" onClick={handleValidate} data-testid="form-preview-validate">
            {t('formRenderer.preview.validate')}
          </Button>
          <Button onClick={onClose}>{t('formRenderer.preview.close')}</Button>
        </Space>
      }
      data-testid="form-preview"
    >
      <Segmented
        value={device}
        onChange={(v) => setDevice(v as 'pc' | 'phone')}
        options={[
          { value: 'pc', label: t('formRenderer.preview.pc') },
          { value: 'phone', label: t('formRenderer.preview.phone') },
        ]}
        data-testid="form-preview-device"
        style={{ marginBottom: 12 }}
      />
      <div className={phone ? 'fr-phone-frame' : undefined} data-testid="form-preview-frame">
        <FormRenderer ref={form} formData={formData} width={phone ? PHONE_WIDTH : undefined} />
      </div>
      {result ? (
        <Alert
          type={result.ok ? 'success' : 'warning'}
          showIcon
          message={t(result.ok ? 'formRenderer.preview.valid' : 'formRenderer.preview.invalid')}
          description={
            result.ok ? (
              <pre className="fr-json" data-testid="form-preview-json">
                {result.json}
              </pre>
            ) : undefined
          }
          style={{ marginTop: 12 }}
        />
      ) : null}
    </Modal>
  );
}
