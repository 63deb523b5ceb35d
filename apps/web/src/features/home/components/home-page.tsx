import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@tessera/shared';
import { useUserStore } from '@/stores/user-store';
import { useLastLoginNotice } from '../hooks/use-last-login-notice';

function countLeaves(menus: readonly MenuItem[]): number {
  return menus.reduce((sum, m) => sum + (m.children?.length ? countLeaves(m.children) : 1), 0);
}

/** Home: greets the user and summarises what the account can reach. */
export function HomePage() {
  const { t } = useTranslation();
  const userInfo = useUserStore((s) => s.userInfo);
  const menuList = useUserStore((s) => s.menuList);
  const permissionList = useUserStore((s) => s.permissionList);
  const product = useUserStore((s) => s.sysConfigInfo?.sysName) || 'Tessera';
  useLastLoginNotice();
  const positions =
    userInfo?.positionIds
      ?.map((p) => p.name)
      .filter(Boolean)
      .join('、') || userInfo?.positionName;

  return (
    <div style={{ maxWidth: 1200 }}>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} data-testid="home-greeting">
          {t('home.greeting', { name: userInfo?.userName ?? '' })}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('home.welcome', { product })}
        </Typography.Paragraph>
      </Card>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('home.summaryTitle')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic title={t('home.menuCount')} value={countLeaves(menuList)} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic title={t('home.moduleCount')} value={permissionList.length} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title={t('home.organize')}
              value={userInfo?.organizeName || t('home.none')}
              styles={{ content: { fontSize: 18 } }}
            />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title={t('home.position')}
              value={positions || t('home.none')}
              styles={{ content: { fontSize: 18 } }}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}

export default HomePage;
