import { Badge, Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore, type UiSize } from '@/stores/app-store';
import { useInboxStore } from '@/stores/inbox-store';
import { UI_SIZES } from './size-items';
import { BellIcon, ChatIcon, SizeIcon } from './top-bar-icons';

/** Size selector: default, medium, small, mini (the providers map the store value onto antd). */
export function SizeSelect({ onSwitched }: { onSwitched: () => void }) {
  const { t } = useTranslation();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: UI_SIZES.map((key) => ({ key, label: t(`topBar.size.${key}`) })),
        onClick: ({ key }) => {
          setSize(key as UiSize);
          onSwitched();
        },
      }}
    >
      <Button type="text" icon={<SizeIcon />} aria-label={t('topBar.size')} data-testid="size-select" />
    </Dropdown>
  );
}

/** Message bell with the unread badge, capped at 99. */
export function MessageBell({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const unread = useInboxStore((s) => s.unreadTotal);
  return (
    <Tooltip title={t('topBar.messages')}>
      <Button
        type="text"
        aria-label={t('topBar.messages')}
        onClick={onOpen}
        data-testid="message-bell"
        icon={
          <Badge count={unread} overflowCount={99} size="small" offset={[4, -4]}>
            <BellIcon />
          </Badge>
        }
      />
    </Tooltip>
  );
}

/** Chat button; blinks while a chat message arrived that the user has not looked at. */
export function ChatButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const blink = useInboxStore((s) => s.chatBlink);
  return (
    <Tooltip title={t('topBar.chat')}>
      <Button
        type="text"
        aria-label={t('topBar.chat')}
        onClick={onOpen}
        className={blink ? 'top-bar-chat is-blinking' : 'top-bar-chat'}
        data-testid="chat-button"
        icon={
          <Badge dot={blink}>
            <ChatIcon />
          </Badge>
        }
      />
    </Tooltip>
  );
}
