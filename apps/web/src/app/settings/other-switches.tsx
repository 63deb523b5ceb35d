import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@/locales/zh';
import { useSettingsStore } from '@/stores/settings-store';

type Flag =
  'tagsView' | 'tagsIcon' | 'showLanguage' | 'showSearch' | 'useCache' | 'fixedHeader' | 'sidebarLogo';

/** The on/off settings in the order of spec 01 section 2.5. */
const FLAGS: readonly Flag[] = [
  'tagsView',
  'tagsIcon',
  'showLanguage',
  'showSearch',
  'useCache',
  'fixedHeader',
  'sidebarLogo',
];

/** The "other settings" section: one labelled switch per flag. */
export function OtherSwitches() {
  const { t } = useTranslation();
  const settings = useSettingsStore();
  return (
    <section className="settings-section" aria-labelledby="settings-other">
      <h3 id="settings-other" className="settings-legend">
        {t('settings.other')}
      </h3>
      <ul className="settings-switches">
        {FLAGS.map((flag) => (
          <li key={flag} className="settings-switch-row">
            <label htmlFor={`settings-${flag}`}>{t(`settings.${flag}` as MessageKey)}</label>
            <Switch
              id={`settings-${flag}`}
              size="small"
              checked={settings[flag]}
              onChange={(checked) => settings.update({ [flag]: checked })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
