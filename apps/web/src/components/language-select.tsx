import { Button, Dropdown } from 'antd';
import { LANGUAGES, type Language } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from './icons';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, useSwitchLanguage } from './use-switch-language';

/** Top-bar language menu (zh, zhtw, en). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const [language, handleSwitch] = useSwitchLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lang) => ({
          key: lang,
          label: <span lang={LANGUAGE_TAGS[lang]}>{LANGUAGE_NAMES[lang]}</span>,
        })),
        onClick: ({ key }) => handleSwitch(key as Language),
      }}
    >
      <Button
        type="text"
        icon={<GlobeIcon />}
        aria-label={t('language.label')}
        data-testid="language-select"
      />
    </Dropdown>
  );
}
