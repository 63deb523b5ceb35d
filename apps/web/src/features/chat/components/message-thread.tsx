import { useLayoutEffect, useRef, type UIEvent } from 'react';
import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatPeer } from '../hooks/conversation-cache';
import type { ChatThread } from '../hooks/use-chat-thread';
import { MessageBubble } from './message-bubble';

/** Older messages load when the thread is scrolled this close to its top (spec 01 section 9). */
const LOAD_OLDER_PX = 100;

/** The messages of the open conversation, oldest first; keeps the reading position when older ones arrive. */
export function MessageThread({ thread, peer, myId }: { thread: ChatThread; peer: ChatPeer; myId: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const before = useRef({ height: 0, top: 0 });
  const { messages, change, loading, loadingOlder, hasOlder, loadOlder } = thread;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (change === 'older') el.scrollTop = el.scrollHeight - before.current.height + before.current.top;
    else el.scrollTop = el.scrollHeight;
  }, [messages, change]);

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    before.current = { height: el.scrollHeight, top: el.scrollTop };
    if (el.scrollTop < LOAD_OLDER_PX && hasOlder && !loadingOlder) loadOlder();
  };

  return (
    <div
      className="chat-thread"
      ref={box}
      onScroll={handleScroll}
      tabIndex={0}
      role="log"
      aria-live="polite"
      aria-label={t('chat.panel.title', { name: peer.realName })}
      data-testid="chat-thread"
    >
      {loadingOlder ? <div className="chat-more">{t('chat.panel.loadingOlder')}</div> : null}
      {!loading && !hasOlder && messages.length > 0 ? (
        <div className="chat-more">{t('chat.panel.noOlder')}</div>
      ) : null}
      {loading ? <Spin className="chat-spin" /> : null}
      {!loading && !messages.length ? <Empty description={t('chat.panel.empty')} /> : null}
      {messages.map((m) => (
        <MessageBubble key={m.id} message={m} mine={m.sendUserId === myId} peer={peer} />
      ))}
    </div>
  );
}
