import { Card, Col, Row, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthorizeTab } from './authorize-tab';
import { AvatarCard } from './avatar-card';
import { BaseInfoTab } from './base-info-tab';
import { LogTab } from './log-tab';
import { MajorsTab } from './majors-tab';
import { PasswordTab } from './password-tab';
import { PreferencesTab } from './preferences-tab';
import { SignImgTab } from './sign-img-tab';
import { SubordinatesTab } from './subordinates-tab';
import './profile-page.css';

/** /profile: the signed-in user's own information, password, preferences and records. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const items = [
    { key: 'base', label: t('profile.tab.base'), children: <BaseInfoTab /> },
    { key: 'password', label: t('profile.tab.password'), children: <PasswordTab /> },
    { key: 'preferences', label: t('profile.tab.preferences'), children: <PreferencesTab /> },
    { key: 'sign', label: t('profile.tab.sign'), children: <SignImgTab /> },
    { key: 'majors', label: t('profile.tab.majors'), children: <MajorsTab /> },
    { key: 'subordinates', label: t('profile.tab.subordinates'), children: <SubordinatesTab /> },
    { key: 'authorize', label: t('profile.tab.authorize'), children: <AuthorizeTab /> },
    { key: 'log', label: t('profile.tab.log'), children: <LogTab /> },
  ];
  return (
    <div className="profile-page" data-testid="profile-page">
      <Typography.Title level={1} className="profile-title">
        {t('profile.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={7} xl={6}>
          <AvatarCard />
        </Col>
        <Col xs={24} lg={17} xl={18}>
          <Card>
            <Tabs items={items} destroyOnHidden={false} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
