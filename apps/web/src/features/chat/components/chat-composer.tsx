import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { MAX_CHAT_TEXT } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { sendFrame } from '@/lib/socket-session';
import { CHAT_IMAGE_TYPES, useSendImage } from '../hooks/use-send-image';
import { ImageIcon, SendIcon } from './chat-icons';
import { EmojiPicker } from './emoji-picker';

/** The text box (Enter sends, Shift+Enter breaks the line), emoji, image and send buttons. */
export function ChatComposer({ peerId }: { peerId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const area = useRef<TextAreaRef>(null);
  const file = useRef<HTMLInputElement>(null);
  const image = useSendImage(peerId);

  const handleSend = () => {
    const content = text.trim();
    if (!content) return;
    if (content.length > MAX_CHAT_TEXT) return feedback.error(t('chat.tooLong', { max: MAX_CHAT_TEXT }));
    sendFrame({ method: 'SendMessage', toUserId: peerId, messageType: 'text', messageContent: content });
    setText('');
  };
  const handleKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    handleSend();
  };
  const insertEmoji = (emoji: string) => {
    const el = area.current?.resizableTextArea?.textArea;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <div className="chat-composer">
      <div className="chat-tools">
        <EmojiPicker onPick={insertEmoji} />
        <Tooltip title={image.uploading ? `${t('chat.image')} ${image.progress}%` : t('chat.image')}>
          <Button
            type="text"
            icon={<ImageIcon />}
            loading={image.uploading}
            aria-label={t('chat.image')}
            aria-busy={image.uploading}
            onClick={() => file.current?.click()}
            data-testid="chat-image-button"
          />
        </Tooltip>
        <input
          ref={file}
          type="file"
          hidden
          accept={CHAT_IMAGE_TYPES.join(',')}
          data-testid="chat-image-input"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = '';
            if (picked) void image.send(picked);
          }}
        />
      </div>
      <Input.TextArea
        ref={area}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={handleKey}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder={t('chat.input.placeholder')}
        aria-label={t('chat.input.label')}
        data-testid="chat-input"
      />
      <div className="chat-send-row">
        <Button type="primary" icon={<SendIcon />} onClick={handleSend} data-testid="chat-send">
          {t('chat.send')}
        </Button>
      </div>
    </div>
  );
}
