import { Badge, Tag } from 'antd';
import { formatDate, timeSince, type MessageItem } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'purple' };

/** The coloured tag of a message type (公告, 流程, 系统). */
export function MessageTypeTag({ type }: { type: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={TYPE_COLORS[type] ?? 'default'} className="message-type-tag">
      {t(`messages.type.${type}`)}
    </Tag>
  );
}

/** One row of the drawer's list: title, type, release user, relative time and an unread dot. */
export function MessageRow({
  item,
  busy,
  onOpen,
}: {
  item: MessageItem;
  busy: boolean;
  onOpen: (item: MessageItem) => void;
}) {
  const { t } = useTranslation();
  const unread = item.isRead === '0';
  return (
    <li className="message-row">
      <button
        type="button"
        className="message-row-button"
        aria-busy={busy}
        onClick={() => onOpen(item)}
        data-testid="message-row"
        data-unread={unread ? '1' : '0'}
      >
        <span className="message-row-top">
          <Badge dot={unread} offset={[-2, 4]} className="message-row-dot">
            <MessageTypeTag type={item.type} />
          </Badge>
          <span className="message-row-title" title={item.title}>
            {item.title}
          </span>
        </span>
        <span className="message-row-meta">
          <span className="message-row-user">{item.releaseUser}</span>
          <time dateTime={new Date(item.releaseTime).toISOString()} title={formatDate(item.releaseTime)}>
            {timeSince(item.releaseTime, currentLanguage())}
          </time>
        </span>
        {unread && <span className="messages-sr-only">{t('messages.unread')}</span>}
      </button>
    </li>
  );
}
