import { Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BARCODE_PATTERN } from './demo-values';

/** The document number (from a bill rule) and the code content with its barcode and QR previews. */
export function CodesSection({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="billNo" label={t('formDemo.billNo')} extra={t('formDemo.billNoPending')}>
          <Input data-testid="form-demo-bill-no" />
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
        <Typography.Text type="secondary" data-testid="form-demo-code-preview">
          {code ? t('formDemo.previewPending') : null}
        </Typography.Text>
      </Col>
    </Row>
  );
}
