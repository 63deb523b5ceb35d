import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUpload, ImageUpload } from '@/components/upload';

/** Categories the demo's attachments take. */
const ATTACHMENT_ACCEPT = ['image', 'word', 'pdf'] as const;

/**
 * The attachments (up to 3 files of 10 MB: images, Word, PDF) and pictures (up to 2 images of 2 MB),
 * both behind the menu's file codes (fileAuth).
 */
export function FilesSection() {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="attachments" label={t('upload.demo.files')}>
          <FileUpload
            limit={3}
            fileSize={10}
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
