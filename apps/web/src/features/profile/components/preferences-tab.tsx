import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LAYOUT_THEMES, type Language, type LayoutTheme } from '@tessera/shared';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, useSwitchLanguage } from '@/components/use-switch-language';
import { authApi } from '@/lib/auth-api';
import { feedback } from '@/lib/feedback';
import type { MessageKey } from '@/locales/zh';
import { useSettingsStore } from '@/stores/settings-store';

/** Layout and language, saved on the server for the next sign-in. */
export function PreferencesTab() {
  const { t } = useTranslation();
  const layoutType = useSettingsStore((s) => s.layoutType);
  const update = useSettingsStore((s) => s.update);
  const [language, switchLanguage] = useSwitchLanguage();

  const saveLayout = (next: LayoutTheme) => {
    update({ layoutType: next });
    void authApi
      .saveTheme(next)
      .then(() => feedback.success(t('profile.preferences.saved')))
      .catch(() => undefined);
  };

  return (
    <Form layout="vertical" className="profile-form" name="preferences">
      <Form.Item label={t('settings.layout')} htmlFor="profile-layout">
        <Radio.Group
          id="profile-layout"
          value={layoutType}
          onChange={(e) => saveLayout(e.target.value as LayoutTheme)}
          options={LAYOUT_THEMES.map((value) => ({
            value,
            label: t(`settings.layout.${value}` as MessageKey),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('language.label')} htmlFor="profile-language">
        <Select<Language>
          id="profile-language"
          value={language}
          onChange={switchLanguage}
          style={{ maxWidth: 240 }}
          options={LANGUAGES.map((lang) => ({
            value: lang,
            label: <span lang={LANGUAGE_TAGS[lang]}>{LANGUAGE_NAMES[lang]}</span>,
          }))}
        />
      </Form.Item>
    </Form>
  );
}
