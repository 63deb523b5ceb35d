import { Button, Drawer, Empty, Spin } from 'antd';
import type { MessageItem } from '@tessera/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '@/lib/feedback';
import { t as translate } from '@/lib/i18n';
import { useInboxStore } from '@/stores/inbox-store';
import { messagesApi, type InboxFilter } from '../api/messages-api';
import { useInboxChanged, useInboxPages } from '../hooks/use-inbox';
import { useOpenMessage } from '../hooks/use-open-message';
import { InboxFilters } from './inbox-filters';
import { MessageDetailDialog } from './message-detail-dialog';
import { MessageRow } from './message-row';
import './messages.css';

/** Pixels from the bottom at which the next page loads (spec 01 section 9). */
const LOAD_MORE_DISTANCE = 200;
const EMPTY_FILTER: InboxFilter = { keyword: '', type: '', isRead: '' };

/** Asks '您确定全部标识为已读状态, 是否继续?' (spec 01 section 5). */
function confirmReadAll(): Promise<boolean> {
  const modal = feedback.modal;
  if (!modal) return Promise.resolve(window.confirm(translate('messages.readAll.confirm')));
  return new Promise((resolve) => {
    modal.confirm({
      title: translate('common.tip'),
      content: translate('messages.readAll.confirm'),
      okText: translate('common.ok'),
      cancelText: translate('common.cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** The message drawer 站内消息 (spec 01 section 2.6): filters, endless list, mark all read, more. */
export function MessagesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<InboxFilter>(EMPTY_FILTER);
  const pages = useInboxPages(filter, open);
  const inboxChanged = useInboxChanged();
  const { open: openMessage, opening, detail, closeDetail } = useOpenMessage(onClose);
  const listRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const unreadTotal = useInboxStore((s) => s.unreadTotal);
  const lastTotal = useRef(unreadTotal);
  const items: MessageItem[] = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = pages;

  // a pushed message raises the badge: show it in the open list at once
  useEffect(() => {
    if (open && unreadTotal > lastTotal.current) void refetch();
    lastTotal.current = unreadTotal;
  }, [open, unreadTotal, refetch]);

  useEffect(() => {
    if (open) void inboxChanged();
  }, [open, inboxChanged]);

  useEffect(() => {
    const root = listRef.current;
    const sentinel = sentinelRef.current;
    if (!open || !root || !sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root, rootMargin: `0px 0px ${LOAD_MORE_DISTANCE}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [open, hasNextPage, isFetchingNextPage, fetchNextPage, items.length]);

  const handleReadAll = async () => {
    if (!(await confirmReadAll())) return;
    const msg = await messagesApi.readAll(filter).catch(() => undefined);
    if (msg === undefined) return;
    feedback.success(msg || t('messages.readAll.done'));
    await inboxChanged();
  };

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        size={280}
        title={t('topBar.messages')}
        className="messages-drawer"
        styles={{ body: { display: 'flex', flexDirection: 'column', padding: 12, gap: 8 } }}
        footer={
          <div className="messages-drawer-footer">
            <Button size="small" onClick={() => void handleReadAll()} data-testid="messages-read-all">
              {t('messages.readAll.button')}
            </Button>
            <Link to="/messageRecord" onClick={onClose} data-testid="messages-more">
              {t('messages.more')}
            </Link>
          </div>
        }
      >
        <InboxFilters compact value={filter} onChange={setFilter} />
        <div className="messages-drawer-list" ref={listRef} data-testid="messages-list">
          {pages.isPending && open ? (
            <Spin className="messages-drawer-spin" />
          ) : items.length === 0 ? (
            <Empty description={t('topBar.messagesEmpty')} data-testid="messages-empty" />
          ) : (
            <ul className="message-rows">
              {items.map((item) => (
                <MessageRow key={item.id} item={item} busy={opening === item.id} onOpen={openMessage} />
              ))}
            </ul>
          )}
          <div ref={sentinelRef} className="messages-drawer-sentinel" aria-hidden />
          {isFetchingNextPage && <Spin size="small" className="messages-drawer-spin" />}
        </div>
      </Drawer>
      <MessageDetailDialog message={detail} onClose={closeDetail} />
    </>
  );
}
