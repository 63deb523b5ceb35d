import { Empty, Spin } from 'antd';
import type { Conversation } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useInboxStore } from '@/stores/inbox-store';
import { useConversationActions, useConversations } from '../hooks/use-conversations';
import { ConversationItem } from './conversation-item';

/** The 消息 tab: recent conversations with unread counts and online dots. */
export function ConversationList({
  enabled,
  onOpen,
  onRecordsDeleted,
}: {
  enabled: boolean;
  onOpen: (c: Conversation) => void;
  onRecordsDeleted: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { data, isPending } = useConversations(enabled);
  const chatUnread = useInboxStore((s) => s.chatUnread);
  const online = useInboxStore((s) => s.online);
  const { remove, deleteRecords } = useConversationActions();

  const actions = {
    onOpen,
    onRemove: (c: Conversation) =>
      remove.mutate(c.id, { onSuccess: () => feedback.success(t('chat.removed')) }),
    onDeleteRecords: (c: Conversation) =>
      feedback.modal?.confirm({
        title: t('common.tip'),
        content: t('chat.confirm.deleteRecords'),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        onOk: () =>
          deleteRecords.mutateAsync(c.id).then(() => {
            onRecordsDeleted(c.id);
            feedback.success(t('chat.recordsDeleted'));
          }),
      }),
  };

  if (isPending && enabled) return <Spin className="chat-spin" />;
  if (!data?.length)
    return <Empty description={t('chat.conversations.empty')} data-testid="chat-conversations-empty" />;
  return (
    <ul className="chat-list" data-testid="chat-conversations">
      {data.map((c) => (
        <ConversationItem
          key={c.id}
          conversation={c}
          unread={chatUnread[c.id] ?? c.unreadMessage}
          online={online.includes(c.id)}
          actions={actions}
        />
      ))}
    </ul>
  );
}
