import type { ScheduleOutcome } from '@tessera/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ScheduleOutcome, string> = {
  running: 'processing',
  success: 'success',
  failure: 'error',
};

/** How a run ended, as a coloured tag ("never run" when there is none). */
export function OutcomeTag({ outcome }: { outcome: ScheduleOutcome | null }) {
  const { t } = useTranslation();
  if (!outcome) return <Tag>{t('scheduling.outcome.none')}</Tag>;
  return <Tag color={COLORS[outcome]}>{t(`scheduling.outcome.${outcome}`)}</Tag>;
}
