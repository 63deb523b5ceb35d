import { useEffect, useState } from 'react';
import { Drawer, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useInboxStore } from '@/stores/inbox-store';
import { chatKeys } from '../api/chat-queries';
import type { ChatPeer } from '../hooks/conversation-cache';
import { useChatLive } from '../hooks/use-chat-live';
import { ChatPanel } from './chat-panel';
import { ContactList } from './contact-list';
import { ConversationList } from './conversation-list';
import './chat.css';

/** The chat drawer 内部聊天 (spec 01 section 2.7): conversations and contacts; a pick opens the chat panel. */
export function ChatDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('conversations');
  const [peer, setPeer] = useState<ChatPeer | undefined>();
  const [cleared, setCleared] = useState(0);
  useChatLive(open);
  const blink = useInboxStore((s) => s.chatBlink);
  const client = useQueryClient();
  useEffect(() => {
    if (!open) setPeer(undefined);
    else void client.invalidateQueries({ queryKey: chatKeys.conversations() });
  }, [open, client]);
  useEffect(() => {
    if (open && blink) useInboxStore.getState().setChatBlink(false);
  }, [open, blink]);

  const pick = ({ id, realName, account, headIcon }: ChatPeer) =>
    setPeer({ id, realName, account, headIcon });

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        size={280}
        title={t('chat.title')}
        className="chat-drawer"
        styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
        data-testid="chat-drawer"
      >
        <Tabs
          activeKey={tab}
          onChange={setTab}
          centered
          className="chat-tabs"
          items={[
            {
              key: 'conversations',
              label: t('chat.tab.conversations'),
              children: (
                <div className="chat-scroll">
                  <ConversationList
                    enabled={open}
                    onOpen={pick}
                    onRecordsDeleted={(id) => {
                      if (peer?.id === id) setCleared((n) => n + 1);
                    }}
                  />
                </div>
              ),
            },
            {
              key: 'contacts',
              label: t('chat.tab.contacts'),
              children: <ContactList enabled={open && tab === 'contacts'} onOpen={pick} />,
            },
          ]}
        />
      </Drawer>
      {peer ? (
        <ChatPanel key={peer.id} peer={peer} cleared={cleared} onClose={() => setPeer(undefined)} />
      ) : null}
    </>
  );
}
