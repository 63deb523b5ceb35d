import { Button, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickItem } from './selection';

/** The dialog's right pane: pending picks with per-item remove and clear-list. */
export function SelectedList({
  items,
  showType,
  onRemove,
  onClear,
}: {
  items: readonly PickItem[];
  showType?: boolean;
  onRemove: (id: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="tessera-picker-selected" aria-label={t('pickers.selected')}>
      <header>
        <span>
          {t('pickers.selected')} ({items.length})
        </span>
        <Button
          type="link"
          size="small"
          onClick={onClear}
          disabled={!items.length}
          data-testid="picker-clear-list"
        >
          {t('pickers.clearList')}
        </Button>
      </header>
      {items.length ? (
        <ul data-testid="picker-selected">
          {items.map((item) => (
            <li key={item.id}>
              <div className="tessera-picker-selected-text">
                <span className="tessera-picker-selected-name">
                  {showType && item.type ? <Tag>{t(`pickers.type.${item.type}`, item.type)}</Tag> : null}
                  {item.fullName}
                </span>
                {item.organize ? <small>{item.organize}</small> : null}
              </div>
              <Button
                type="text"
                size="small"
                icon={<span aria-hidden>×</span>}
                aria-label={`${t('pickers.remove')} ${item.fullName}`}
                onClick={() => onRemove(item.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pickers.noData')} />
      )}
    </section>
  );
}
