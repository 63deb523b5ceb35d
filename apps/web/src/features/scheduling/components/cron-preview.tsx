import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@tessera/shared';
import { Alert, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEnvelopeError } from '@/lib/http';
import { schedulingQueries } from '../api/scheduling-queries';

/** The next runs of a cron expression as the server reads it, or its refusal (checked as one types). */
export function CronPreview({ cron }: { cron: string }) {
  const { t } = useTranslation();
  const [settled, setSettled] = useState(cron.trim());
  // ask once typing pauses, not on every key
  useEffect(() => {
    const timer = setTimeout(() => setSettled(cron.trim()), 400);
    return () => clearTimeout(timer);
  }, [cron]);
  const { data, error } = useQuery({ ...schedulingQueries.preview(settled), enabled: settled !== '' });
  if (!settled) return null;
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        data-testid="cron-preview-error"
        message={isEnvelopeError(error) ? error.msg : String(error)}
      />
    );
  if (!data) return null;
  return (
    <div data-testid="cron-preview">
      <Typography.Text type="secondary">{t('scheduling.nextRuns')}</Typography.Text>
      <ul className="scheduling-next-runs">
        {data.nextRuns.map((time) => (
          <li key={time}>{formatDate(time)}</li>
        ))}
      </ul>
    </div>
  );
}
