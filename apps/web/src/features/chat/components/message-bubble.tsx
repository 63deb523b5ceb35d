import { Image } from 'antd';
import type { ChatMessage } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useUserStore } from '@/stores/user-store';
import { chatImageUrl } from '../api/upload-image';
import { fitImage, messageTime, parseMedia, splitMatches } from '../chat-format';
import type { ChatPeer } from '../hooks/conversation-cache';
import { PeerAvatar } from './peer-avatar';

/** The body of one message: text, an image with its size, or a voice or video player. */
function MessageContent({ message, highlight }: { message: ChatMessage; highlight?: string }) {
  const { t } = useTranslation();
  if (message.contentType === 'text')
    return (
      <span className="chat-text">
        {splitMatches(message.content, highlight ?? '').map((part, i) =>
          part.match ? <mark key={i}>{part.text}</mark> : part.text,
        )}
      </span>
    );
  const media = parseMedia(message.content);
  if (!media) return <span className="chat-text">{t(`chat.${message.contentType}.label`)}</span>;
  const src = chatImageUrl(media.name);
  if (message.contentType === 'image') {
    const box = fitImage(media.width, media.height);
    return (
      <Image
        src={src}
        width={box.width}
        height={box.height}
        alt={t('chat.image.alt', { width: media.width ?? '?', height: media.height ?? '?' })}
        data-testid="chat-image"
      />
    );
  }
  if (message.contentType === 'voice') {
    const label = t('chat.voice.unsupported', { seconds: Math.round(media.length ?? 0) });
    return (
      <span className="chat-media">
        <span>{label}</span>
        <audio controls preload="none" src={src} aria-label={label} />
      </span>
    );
  }
  return (
    <span className="chat-media">
      <span>{t('chat.video.unsupported')}</span>
      <video controls preload="none" src={src} width={220} aria-label={t('chat.video.unsupported')} />
    </span>
  );
}

/** One message, on the right when it is mine. */
export function MessageBubble({
  message,
  mine,
  peer,
  highlight,
}: {
  message: ChatMessage;
  mine: boolean;
  peer: ChatPeer;
  /** A search keyword to mark in text messages. */
  highlight?: string;
}) {
  const { t } = useTranslation();
  const me = useUserStore((s) => s.userInfo);
  const name = mine ? (me?.userName ?? t('chat.me')) : peer.realName;
  return (
    <div className={mine ? 'chat-msg is-mine' : 'chat-msg'} data-testid="chat-message">
      <PeerAvatar name={name} headIcon={mine ? (me?.headIcon ?? '') : peer.headIcon} />
      <div className="chat-msg-main">
        <div className="chat-msg-meta">
          <span>{name}</span>
          <time dateTime={new Date(message.sendTime).toISOString()}>
            {messageTime(message.sendTime, currentLanguage())}
          </time>
        </div>
        <div className="chat-bubble">
          <MessageContent message={message} highlight={highlight} />
        </div>
      </div>
    </div>
  );
}
