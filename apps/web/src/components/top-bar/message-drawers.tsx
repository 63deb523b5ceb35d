import { Drawer, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Which placeholder drawer is open. */
export type TopBarDrawer = 'messages' | 'chat' | undefined;

/** The message and chat drawers; their contents (message centre, chat) come with the next issue. */
export function MessageDrawers({ open, onClose }: { open: TopBarDrawer; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Drawer open={open === 'messages'} onClose={onClose} size={280} title={t('topBar.messages')}>
        <Empty description={t('topBar.messagesEmpty')} data-testid="messages-empty" />
      </Drawer>
      <Drawer open={open === 'chat'} onClose={onClose} size={280} title={t('topBar.chat')}>
        <Empty description={t('topBar.chatEmpty')} />
      </Drawer>
    </>
  );
}
