import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A password the server generated, for the one time it is shown. */
export interface ShownPassword {
  account: string;
  password: string;
}

/**
 * Shows a generated initial password once (copyable); it is never fetched again, so the dialog
 * closes only through its button.
 */
export function InitialPasswordDialog({ shown, onClose }: { shown?: ShownPassword; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!shown}
      title={t('userPassword.shownTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      data-testid="initial-password-dialog"
      footer={
        <Button type="primary" onClick={onClose} data-testid="initial-password-done">
          {t('userPassword.done')}
        </Button>
      }
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('userPassword.shownOnce')} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('userPassword.account')}>{shown?.account}</Descriptions.Item>
        <Descriptions.Item label={t('userPassword.password')}>
          <Typography.Text
            code
            copyable={{ text: shown?.password, tooltips: [t('userPassword.copy'), t('userPassword.copied')] }}
            data-testid="initial-password-value"
          >
            {shown?.password}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
