import { useMemo } from 'react';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, timeAgo } from '@tessera/shared';
import { currentLanguage } from '@/lib/i18n';
import { useUserStore } from '@/stores/user-store';
import { countLeaves, pickShortcuts, type ShortcutNode } from '../shortcuts';
import { InboxCard } from './inbox-card';
import { ShortcutGrid } from './shortcut-grid';

/** /dashboard: the default portal — greeting, unread messages and notices, shortcuts and quick stats. */
export function DashboardPage({ nodes }: { nodes: readonly ShortcutNode[] }) {
  const { t } = useTranslation();
  const userInfo = useUserStore((s) => s.userInfo);
  const permissionList = useUserStore((s) => s.permissionList);
  const shortcuts = useMemo(() => pickShortcuts(nodes), [nodes]);
  const lang = currentLanguage();
  const stats = [
    { key: 'menus', title: t('dashboard.menuCount'), value: countLeaves(nodes) },
    { key: 'modules', title: t('dashboard.moduleCount'), value: permissionList.length },
    {
      key: 'buttons',
      title: t('dashboard.buttonCount'),
      value: permissionList.reduce((sum, p) => sum + (p.button?.length ?? 0), 0),
    },
    { key: 'roles', title: t('dashboard.roleCount'), value: userInfo?.roleIds?.length ?? 0 },
  ];

  return (
    <div style={{ maxWidth: 1200 }} data-testid="dashboard">
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }} data-testid="dashboard-greeting">
          {t('dashboard.greeting', { name: userInfo?.userName ?? '' })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('dashboard.today', { date: formatDate(Date.now(), 'YYYY-MM-DD') })}
          {userInfo?.prevLoginTime
            ? ` · ${t('dashboard.lastLogin', { time: timeAgo(userInfo.prevLoginTime, lang) })}`
            : ''}
        </Typography.Text>
      </Card>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={12}>
          <InboxCard testId="dashboard-messages" title={t('dashboard.messages')} />
        </Col>
        <Col xs={24} md={12}>
          <InboxCard testId="dashboard-notices" title={t('dashboard.notices')} />
        </Col>
      </Row>
      <div style={{ marginBottom: 16 }}>
        <ShortcutGrid shortcuts={shortcuts} />
      </div>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('dashboard.stats')}
      </Typography.Title>
      <Row gutter={[16, 16]} data-testid="dashboard-stats">
        {stats.map((s) => (
          <Col key={s.key} xs={12} lg={6}>
            <Card style={{ height: '100%' }}>
              <Statistic title={s.title} value={s.value} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

export default DashboardPage;
