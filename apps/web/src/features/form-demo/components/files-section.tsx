import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUpload, ImageUpload } from '@/components/upload';

/** What the demo's attachments take: every kind the document preview draws. */
const ATTACHMENT_ACCEPT = ['image', 'word', 'excel', 'pdf', 'txt', 'csv', 'md'] as const;

/**
 * The attachments (up to 8 files of 200 MB: images, Word, Excel, PDF, text, CSV, Markdown) and
 * pictures (up to 2 images of 2 MB),
 * both behind the menu's file codes (fileAuth).
 */
export function FilesSection() {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="attachments" label={t('upload.demo.files')}>
          <FileUpload
            limit={8}
            fileSize={200}
            sizeUnit="MB"
            accept={ATTACHMENT_ACCEPT}
            fileAuth
            tip={t('upload.demo.filesTip')}
            data-testid="form-demo-files"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="images" label={t('upload.demo.images')}>
          <ImageUpload
            limit={2}
            fileSize={2}
            sizeUnit="MB"
            fileAuth
            tip={t('upload.demo.imagesTip')}
            data-testid="form-demo-images"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
