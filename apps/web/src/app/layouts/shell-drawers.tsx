import { Drawer, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TopBarDrawer } from '@/components/top-bar/top-bar';
import { MessagesDrawer } from '@/features/messages/components/messages-drawer';

/** The chat drawer (spec 01 section 2.7). */
function ChatDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} size={280} title={t('topBar.chat')}>
      <Empty description={t('topBar.chatEmpty')} />
    </Drawer>
  );
}

/** The top bar's drawers: messages and chat. */
export function ShellDrawers({ open, onClose }: { open: TopBarDrawer; onClose: () => void }) {
  return (
    <>
      <MessagesDrawer open={open === 'messages'} onClose={onClose} />
      <ChatDrawer open={open === 'chat'} onClose={onClose} />
    </>
  );
}
