import { Button, Col, Form, Input, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Barcode } from '@/components/barcode';
import { QrCode } from '@/components/qrcode';
import { DEMO_BILL_RULE, fetchBillNumber } from '../api/bill-number';
import { BARCODE_PATTERN } from './demo-values';

/** The document number (from a bill rule) and the code content with its barcode and QR previews. */
export function CodesSection({ code }: { code: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [loading, setLoading] = useState(false);
  const handleFill = () => {
    setLoading(true);
    fetchBillNumber(DEMO_BILL_RULE)
      .then((number) => form.setFieldValue('billNo', number))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label={t('formDemo.billNo')} extra={t('formDemo.billNoHint', { code: DEMO_BILL_RULE })}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="billNo" noStyle>
              <Input readOnly aria-label={t('formDemo.billNo')} data-testid="form-demo-bill-no" />
            </Form.Item>
            <Button onClick={handleFill} loading={loading} data-testid="form-demo-bill-fill">
              {t('formDemo.billNoFill')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="code"
          label={t('formDemo.code')}
          extra={t('formDemo.codeHint')}
          rules={[{ pattern: BARCODE_PATTERN, message: t('formDemo.codeInvalid') }]}
        >
          <Input maxLength={40} data-testid="form-demo-code" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <div className="form-demo-codes" data-testid="form-demo-code-preview">
          <figure className="form-demo-code">
            <figcaption>{t('formDemo.barcode')}</figcaption>
            <Barcode value={code} width={2} height={40} data-testid="form-demo-barcode" />
          </figure>
          <figure className="form-demo-code">
            <figcaption>{t('formDemo.qrcode')}</figcaption>
            <QrCode value={code} size={96} data-testid="form-demo-qrcode" />
          </figure>
        </div>
      </Col>
    </Row>
  );
}
