import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The 404 page, with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 className="page-heading">404</h1>}
      subTitle={
        <>
          <strong style={{ display: 'block', fontSize: 18, marginBottom: 4 }}>{t('notFound.title')}</strong>
          {t('notFound.description')}
        </>
      }
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}

export default NotFoundPage;
