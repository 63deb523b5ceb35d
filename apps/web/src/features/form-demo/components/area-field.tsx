import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The region field until the area picker lands. */
export function AreaField(props: { id?: string }) {
  const { t } = useTranslation();
  return (
    <Select id={props.id} disabled placeholder={t('widgets.options.placeholder')} style={{ width: '100%' }} />
  );
}
