import { useState, type KeyboardEvent } from 'react';
import { Badge, Dropdown } from 'antd';
import type { Conversation } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { messagePreview, relativeTime } from '../chat-format';
import { PeerAvatar } from './peer-avatar';

/** What a conversation row can ask for. */
export interface ConversationActions {
  onOpen: (c: Conversation) => void;
  onRemove: (c: Conversation) => void;
  onDeleteRecords: (c: Conversation) => void;
}

/** One recent conversation; right-click (or the context-menu key, or Shift+F10) offers remove and delete records. */
export function ConversationItem({
  conversation: c,
  unread,
  online,
  actions,
}: {
  conversation: Conversation;
  unread: number;
  online: boolean;
  actions: ConversationActions;
}) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const lang = currentLanguage();
  const preview = messagePreview(c.messageType, c.latestMessage, t);
  const handleKey = (event: KeyboardEvent) => {
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      setMenuOpen(true);
    }
  };
  const label = [
    c.realName,
    online ? t('chat.online') : t('chat.offline'),
    unread ? t('chat.unread', { count: unread }) : '',
    preview,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li>
      <Dropdown
        trigger={['contextMenu']}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        menu={{
          items: [
            { key: 'remove', label: t('chat.menu.remove') },
            { key: 'delete', label: t('chat.menu.deleteRecords'), danger: true },
          ],
          onClick: ({ key }) => {
            setMenuOpen(false);
            if (key === 'remove') actions.onRemove(c);
            else actions.onDeleteRecords(c);
          },
        }}
      >
        <button
          type="button"
          className="chat-item"
          onClick={() => actions.onOpen(c)}
          onKeyDown={handleKey}
          aria-label={label}
          aria-haspopup="menu"
          data-testid={`chat-conversation-${c.account}`}
        >
          <PeerAvatar name={c.realName} headIcon={c.headIcon} online={online} />
          <span className="chat-item-body">
            <span className="chat-item-row">
              <span className="chat-item-name">{c.realName}</span>
              <span className="chat-item-time">
                {c.latestDate ? relativeTime(c.latestDate, lang, t) : ''}
              </span>
            </span>
            <span className="chat-item-row">
              <span className="chat-item-text" data-testid="chat-latest">
                {preview}
              </span>
              <Badge count={unread} overflowCount={99} size="small" data-testid="chat-unread" />
            </span>
          </span>
        </button>
      </Dropdown>
    </li>
  );
}
