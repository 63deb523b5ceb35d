import { Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Facts shown on a placeholder. */
export interface PlaceholderPageProps {
  title: string;
  /** Menu type number, when the page comes from a menu. */
  menuType?: number;
  path: string;
}

/** A clean "this page is coming" page for menus whose page is not built yet. */
export function PlaceholderPage({ title, menuType, path }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={<h1 className="page-heading">{t('placeholder.title')}</h1>}
      subTitle={t('placeholder.description')}
      extra={
        <Descriptions
          bordered
          size="small"
          column={1}
          style={{ maxWidth: 480, margin: '0 auto', textAlign: 'left' }}
          items={[
            { key: 'menu', label: t('placeholder.menu'), children: title },
            ...(menuType === undefined
              ? []
              : [
                  {
                    key: 'type',
                    label: t('placeholder.type'),
                    children: t(`menuType.${menuType}` as 'menuType.0'),
                  },
                ]),
            {
              key: 'path',
              label: t('placeholder.path'),
              children: <code data-testid="placeholder-path">{path}</code>,
            },
          ]}
        />
      }
    />
  );
}
