import { useState } from 'react';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { SmileIcon } from './chat-icons';

/** A small built-in set of Unicode emoji (no extra package). */
export const EMOJI = (
  '😀 😁 😂 🤣 😊 😍 😘 😎 🤔 😅 😭 😡 😴 😱 🙄 😉 🙂 🙃 ' +
  '😇 🥳 👍 👎 👏 🙏 💪 👌 ✌️ 🤝 ❤️ 💔 🔥 🎉 🌹 ☕ 🍉 ✅'
).split(' ');

/** The emoji button: a popover grid; picking one hands it to the composer. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const grid = (
    <div className="chat-emoji-grid" role="group" aria-label={t('chat.emoji')} data-testid="chat-emoji-grid">
      {EMOJI.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className="chat-emoji"
          aria-label={emoji}
          onClick={() => {
            onPick(emoji);
            setOpen(false);
          }}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="topLeft">
      <Button
        type="text"
        icon={<SmileIcon />}
        aria-label={t('chat.emoji')}
        aria-expanded={open}
        data-testid="chat-emoji"
      />
    </Popover>
  );
}
