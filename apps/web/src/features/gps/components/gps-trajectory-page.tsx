import { Card, Descriptions, Typography } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import type { TrackPoint } from '../track';
import { TrackSvg } from './track-svg';

/** No trajectory source exists yet; the next issue loads points for the order here. */
const NO_POINTS: readonly TrackPoint[] = [];

/** /GpsTrajectory[/:orderId] (open route): the order and its trajectory, drawn when points exist. */
export function GpsTrajectoryPage() {
  const { t } = useTranslation();
  const orderId = useParams()['orderId']?.trim() ?? '';
  const points = NO_POINTS;
  return (
    <main style={{ maxWidth: 900, margin: '0 auto', padding: 24 }} data-testid="gps-page">
      <Card
        title={
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
            {t('route.GpsTrajectory')}
          </Typography.Title>
        }
      >
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'order',
              label: t('gps.orderId'),
              children: orderId ? <code data-testid="gps-order-id">{orderId}</code> : t('gps.noOrder'),
            },
          ]}
        />
        {orderId && points.length > 1 ? (
          <TrackSvg points={points} label={t('gps.track', { id: orderId })} />
        ) : (
          <EmptyState description={t(orderId ? 'gps.empty' : 'gps.noOrder')} />
        )}
      </Card>
    </main>
  );
}

export default GpsTrajectoryPage;
