import { Form, InputNumber, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const MARGINS = ['marginTop', 'marginRight', 'marginBottom', 'marginLeft'] as const;

/** Paper size, custom width and height, orientation and margins (millimetres). */
export function PageSetup() {
  const { t } = useTranslation();
  const size = Form.useWatch(['pageParam', 'size']) as string | undefined;
  return (
    <>
      <Typography.Title level={2} className="print-editor-heading">
        {t('printDev.editor.page')}
      </Typography.Title>
      <Form.Item name={['pageParam', 'size']} label={t('printDev.editor.size')}>
        <Select
          aria-label={t('printDev.editor.size')}
          options={[
            { value: 'A4', label: 'A4' },
            { value: 'A5', label: 'A5' },
            { value: 'Letter', label: 'Letter' },
            { value: 'custom', label: t('printDev.editor.custom') },
          ]}
        />
      </Form.Item>
      {size === 'custom' && (
        <div className="print-editor-pair">
          <Form.Item name={['pageParam', 'width']} label={t('printDev.editor.width')}>
            <InputNumber min={10} max={2000} addonAfter="mm" />
          </Form.Item>
          <Form.Item name={['pageParam', 'height']} label={t('printDev.editor.height')}>
            <InputNumber min={10} max={2000} addonAfter="mm" />
          </Form.Item>
        </div>
      )}
      <Form.Item name={['pageParam', 'direction']} label={t('printDev.editor.direction')}>
        <Radio.Group
          options={[
            { value: 'portrait', label: t('printDev.editor.portrait') },
            { value: 'landscape', label: t('printDev.editor.landscape') },
          ]}
        />
      </Form.Item>
      <div className="print-editor-pair">
        {MARGINS.map((m) => (
          <Form.Item key={m} name={['pageParam', m]} label={t(`printDev.editor.${m}`)}>
            <InputNumber min={0} max={200} addonAfter="mm" style={{ width: '100%' }} />
          </Form.Item>
        ))}
      </div>
    </>
  );
}
