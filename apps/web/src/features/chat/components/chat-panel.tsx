import { useEffect, useState } from 'react';
import { Button, Drawer, Input, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/top-bar/top-bar-icons';
import { onSocketStatus, socketStatus } from '@/lib/socket-session';
import { useInboxStore } from '@/stores/inbox-store';
import { useUserStore } from '@/stores/user-store';
import type { ChatPeer } from '../hooks/conversation-cache';
import { useChatThread } from '../hooks/use-chat-thread';
import { ChatComposer } from './chat-composer';
import { HistoryResults } from './history-results';
import { MessageThread } from './message-thread';
import { PeerAvatar } from './peer-avatar';

/** The conversation with one user: history, search, and the composer (spec 01 section 2.7). */
export function ChatPanel({
  peer,
  cleared,
  onClose,
}: {
  peer: ChatPeer;
  cleared: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const myId = useUserStore((s) => s.userInfo?.userId ?? '');
  const online = useInboxStore((s) => s.online.includes(peer.id));
  const thread = useChatThread(peer.id, myId);
  const [searchOpen, setSearchOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const [status, setStatus] = useState(socketStatus);
  useEffect(() => onSocketStatus(setStatus), []);
  const { clear } = thread;
  useEffect(() => {
    if (cleared) clear();
  }, [cleared, clear]);

  const closeSearch = () => {
    setSearchOpen(false);
    setKeyword('');
    thread.search('');
  };

  return (
    <Drawer
      open
      onClose={onClose}
      size="min(560px, 100vw)"
      className="chat-panel"
      closable={{ 'aria-label': t('chat.panel.close') }}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
      title={
        <span className="chat-panel-title">
          <PeerAvatar name={peer.realName} headIcon={peer.headIcon} online={online} />
          <span>
            <span className="chat-panel-name" data-testid="chat-panel-name">
              {peer.realName}
            </span>
            <span className="chat-item-account">{online ? t('chat.online') : t('chat.offline')}</span>
          </span>
        </span>
      }
      extra={
        <Tooltip title={t('chat.search.open')} placement="left">
          <Button
            type="text"
            icon={<SearchIcon />}
            aria-label={t('chat.search.open')}
            aria-pressed={searchOpen}
            onClick={() => (searchOpen ? closeSearch() : setSearchOpen(true))}
            data-testid="chat-search-toggle"
          />
        </Tooltip>
      }
      data-testid="chat-panel"
    >
      {searchOpen ? (
        <div className="chat-search-bar">
          <Input.Search
            autoFocus
            allowClear
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(value) => {
              setSearched(value);
              thread.search(value);
            }}
            placeholder={t('chat.search.placeholder')}
            aria-label={t('chat.search.placeholder')}
            data-testid="chat-search"
          />
          <Button onClick={closeSearch}>{t('chat.search.close')}</Button>
        </div>
      ) : null}
      {status !== 'open' ? (
        <div className="chat-status" role="status">
          {t('chat.panel.disconnected')}
        </div>
      ) : null}
      {searchOpen && thread.results ? (
        <HistoryResults
          results={thread.results}
          searching={thread.searching}
          keyword={searched}
          peer={peer}
          myId={myId}
        />
      ) : (
        <MessageThread thread={thread} peer={peer} myId={myId} />
      )}
      <ChatComposer peerId={peer.id} />
    </Drawer>
  );
}
