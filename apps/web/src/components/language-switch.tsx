import { LANGUAGES } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, useSwitchLanguage } from './use-switch-language';
import './language-switch.css';

/** Compact language switch for the sign-in page (plain buttons: lighter than the top-bar menu). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [language, handleSwitch] = useSwitchLanguage();
  return (
    <div
      className="language-switch"
      role="group"
      aria-label={t('language.label')}
      data-testid="language-switch"
    >
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={LANGUAGE_TAGS[lang]}
          aria-pressed={lang === language}
          className={lang === language ? 'language-switch-item is-active' : 'language-switch-item'}
          onClick={() => handleSwitch(lang)}
        >
          {LANGUAGE_NAMES[lang]}
        </button>
      ))}
    </div>
  );
}
