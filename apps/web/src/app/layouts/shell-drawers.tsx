import type { TopBarDrawer } from '@/components/top-bar/top-bar';
import { MessagesDrawer } from '@/features/messages/components/messages-drawer';
import { ChatDrawer } from '@/features/chat/components/chat-drawer';

/** The top bar's drawers: messages and chat. */
export function ShellDrawers({ open, onClose }: { open: TopBarDrawer; onClose: () => void }) {
  return (
    <>
      <MessagesDrawer open={open === 'messages'} onClose={onClose} />
      <ChatDrawer open={open === 'chat'} onClose={onClose} />
    </>
  );
}
