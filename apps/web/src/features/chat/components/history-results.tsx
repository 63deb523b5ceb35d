import { Spin } from 'antd';
import type { ChatMessage } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import type { ChatPeer } from '../hooks/conversation-cache';
import { MessageBubble } from './message-bubble';

/** Messages found by the history search, newest first. */
export function HistoryResults({
  results,
  searching,
  keyword,
  peer,
  myId,
}: {
  results: ChatMessage[];
  searching: boolean;
  keyword: string;
  peer: ChatPeer;
  myId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="chat-thread" tabIndex={0} data-testid="chat-search-results">
      {searching ? <Spin className="chat-spin" /> : null}
      <div className="chat-more" role="status">
        {results.length ? t('chat.search.results', { count: results.length }) : t('chat.search.empty')}
      </div>
      {results.map((m) => (
        <MessageBubble key={m.id} message={m} mine={m.sendUserId === myId} peer={peer} highlight={keyword} />
      ))}
    </div>
  );
}
