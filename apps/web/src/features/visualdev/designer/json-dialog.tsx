import { importOriginalFormData, parseFormData } from '@tessera/shared';
import { Alert, Button, Input, Modal, Radio, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignerStore } from './designer-context';

/** The design as JSON (read-only), and a box to paste a design in and apply it (one undo step). */
export function JsonDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const store = useDesignerStore();
  const json = useMemo(() => JSON.stringify(store.getState().history.present, null, 2), [store]);
  const [importing, setImporting] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  /** Tessera's own formData, or the original platform's (its widget names and isStorage codes mapped). */
  const [source, setSource] = useState<'tessera' | 'original'>('tessera');
  const apply = () => {
    const parsed = source === 'original' ? importOriginalFormData(text) : parseFormData(text);
    if (!parsed.ok) return setInvalid(true);
    store.getState().replace(parsed.formData);
    onClose();
  };
  return (
    <Modal
      open
      title={t('visualdev.designer.jsonTitle')}
      onCancel={onClose}
      width={800}
      footer={
        <Space>
          {importing ? (
            <Button type="primary" onClick={apply} disabled={!text.trim()} data-testid="vd-json-apply">
              {t('visualdev.designer.jsonApply')}
            </Button>
          ) : (
            <Button onClick={() => setImporting(true)} data-testid="vd-json-import">
              {t('visualdev.designer.jsonImport')}
            </Button>
          )}
          <Button onClick={onClose}>{t('visualdev.designer.close')}</Button>
        </Space>
      }
    >
      {invalid && <Alert type="error" showIcon title={t('visualdev.designer.jsonInvalid')} />}
      {importing && (
        <Radio.Group
          value={source}
          onChange={(e) => setSource(e.target.value as 'tessera' | 'original')}
          style={{ marginBottom: 8 }}
          data-testid="vd-json-source"
        >
          <Radio value="tessera">{t('visualdev.designer.jsonSourceTessera')}</Radio>
          <Radio value="original">{t('visualdev.designer.jsonSourceOriginal')}</Radio>
        </Radio.Group>
      )}
      {importing ? (
        <Input.TextArea
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(false);
          }}
          rows={20}
          spellCheck={false}
          aria-label={t('visualdev.designer.jsonImport')}
          className="vd-json"
          data-testid="vd-json-input"
        />
      ) : (
        <Input.TextArea
          value={json}
          readOnly
          rows={20}
          spellCheck={false}
          aria-label={t('visualdev.designer.jsonTitle')}
          className="vd-json"
          data-testid="vd-json-view"
        />
      )}
    </Modal>
  );
}
