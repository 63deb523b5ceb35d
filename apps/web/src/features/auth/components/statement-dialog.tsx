import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** The platform statement: fictitious test data that must not be altered, spread or sold. */
export function StatementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('login.statementTitle')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('login.statementAgree')}
      cancelButtonProps={{ style: { display: 'none' } }}
      centered
    >
      <p style={{ lineHeight: 1.8 }} data-testid="statement-body">
        {t('login.statementBody')}
      </p>
    </Modal>
  );
}
