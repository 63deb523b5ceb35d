import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LinkIcon, PageIcon } from '@/components/icons';
import { translateOr } from '@/lib/i18n';
import type { Shortcut } from '../shortcuts';
import './dashboard.css';

const TILE_COLOURS = ['#1890ff', '#13c2c2', '#3eac12', '#f5811c', '#722ed1', '#f5222d'];

/** The user's leaf menus as a grid of buttons; picking one navigates (or opens its link). */
export function ShortcutGrid({ shortcuts }: { shortcuts: readonly Shortcut[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (item: Shortcut) => {
    if (item.target.kind === 'route') void navigate(item.target.path);
    else window.open(item.target.url, '_blank', 'noopener,noreferrer');
  };
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('dashboard.shortcuts')}
        </Typography.Title>
      }
    >
      {shortcuts.length === 0 ? (
        <EmptyState compact />
      ) : (
        <ul className="dashboard-shortcuts" data-testid="dashboard-shortcuts">
          {shortcuts.map((item, i) => (
            <li key={item.key}>
              <button type="button" className="dashboard-shortcut" onClick={() => open(item)}>
                <span
                  className="dashboard-shortcut-icon"
                  style={{ background: TILE_COLOURS[i % TILE_COLOURS.length] }}
                >
                  {item.target.kind === 'window' ? <LinkIcon /> : <PageIcon />}
                </span>
                <span className="dashboard-shortcut-label">
                  {translateOr(`route.${item.enCode}`, item.title)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
