import { useState, type ReactNode } from 'react';
import { Card, Col, Grid, Row, Select, Tabs, Typography } from 'antd';
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

/** One section of the profile. */
interface Section {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * The sections on a phone: eight tabs overflow 375 px and Ant Design then puts its "more" button
 * inside the tab list, which screen readers cannot use; a select names the section instead. Every
 * section stays mounted (as the tabs keep them), so a half-typed password survives a switch.
 */
function SectionSwitcher({ items }: { items: Section[] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(items[0]?.key);
  return (
    <>
      <Select
        value={active}
        onChange={setActive}
        options={items.map(({ key, label }) => ({ value: key, label }))}
        aria-label={t('profile.section')}
        style={{ width: '100%', marginBottom: 16 }}
        data-testid="profile-section-select"
      />
      {items.map(({ key, label, children }) => (
        <section key={key} aria-label={label} hidden={key !== active}>
          {children}
        </section>
      ))}
    </>
  );
}

/** /profile: the signed-in user's own information, password, preferences and records. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  const items: Section[] = [
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
            {isPhone ? <SectionSwitcher items={items} /> : <Tabs items={items} destroyOnHidden={false} />}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
