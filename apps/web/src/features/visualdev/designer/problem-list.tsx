import { asLanguage } from '@tessera/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesigner, useDesignerStore } from './designer-context';
import { problemText } from './field-name';

/** The problems of the last save attempt; a click selects the widget concerned. */
export function ProblemList() {
  const { t, i18n } = useTranslation();
  const store = useDesignerStore();
  const problems = useDesigner((s) => s.problems);
  if (problems.length === 0) return null;
  const lang = asLanguage(i18n.language) ?? 'zh';
  return (
    <Alert
      type="error"
      showIcon
      closable
      onClose={() => store.getState().setProblems([])}
      className="vd-problems"
      data-testid="vd-problems"
      title={t('visualdev.designer.problems', { count: problems.length })}
      description={
        <ul>
          {problems.slice(0, 20).map((p, i) => (
            <li key={i}>
              {p.formId !== undefined ? (
                <button
                  type="button"
                  className="vd-link"
                  onClick={() => store.getState().select(p.formId ?? null)}
                >
                  {problemText(p, lang)}
                </button>
              ) : (
                problemText(p, lang)
              )}
            </li>
          ))}
        </ul>
      }
    />
  );
}
