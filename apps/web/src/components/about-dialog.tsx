import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/stores/user-store';

/** What the About dialog shows (a subset of sysConfigInfo / the public settings). */
export interface AboutInfo {
  sysName: string;
  sysVersion: string;
  copyright: string;
  companyName: string;
}

/**
 * About: product name, version, copyright and company. Given `info` (login page, public settings)
 * or read from the signed-in user's sysConfigInfo (user menu).
 */
export function AboutDialog({
  open,
  onClose,
  info,
}: {
  open: boolean;
  onClose: () => void;
  info?: AboutInfo;
}) {
  const { t } = useTranslation();
  const fromSession = useUserStore((s) => s.sysConfigInfo);
  const shown = info ?? fromSession;
  const rows: [string, string | undefined][] = [
    [t('about.product'), shown?.sysName || 'Tessera'],
    [t('about.version'), shown?.sysVersion],
    [t('about.company'), shown?.companyName],
    [t('about.copyright'), shown?.copyright],
  ];
  return (
    <Modal
      open={open}
      title={t('about.title')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      centered
    >
      <dl className="about-list" data-testid="about-dialog" style={{ margin: 0, lineHeight: 2 }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'flex', gap: 16 }}>
            <dt style={{ width: 96, flex: 'none', color: '#5b6474' }}>{label}</dt>
            <dd style={{ margin: 0 }}>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

export default AboutDialog;
