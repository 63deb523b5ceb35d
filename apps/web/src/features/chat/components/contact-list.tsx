import { useEffect, useState, type UIEvent } from 'react';
import { Empty, Input, Spin } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Contact } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { useInboxStore } from '@/stores/inbox-store';
import { contactsQuery } from '../api/chat-queries';
import { PeerAvatar } from './peer-avatar';

/** Loads the next page when the list is scrolled this close to its bottom (spec 01 section 9). */
const LOAD_MORE_PX = 300;

/** The 联系人 tab: directory search, 20 a page, more on scroll. */
export function ContactList({ enabled, onOpen }: { enabled: boolean; onOpen: (c: Contact) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const online = useInboxStore((s) => s.online);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const query = useInfiniteQuery({ ...contactsQuery(keyword), enabled });
  const contacts = query.data?.pages.flatMap((p) => p.list) ?? [];

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    const near = el.scrollHeight - el.scrollTop - el.clientHeight < LOAD_MORE_PX;
    if (near && query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  return (
    <div className="chat-contacts">
      <Input.Search
        allowClear
        value={input}
        onChange={(e) => setInput(e.target.value)}
        onSearch={(value) => setKeyword(value.trim())}
        placeholder={t('chat.contacts.search')}
        aria-label={t('chat.contacts.search')}
        data-testid="chat-contact-search"
      />
      <div className="chat-scroll" onScroll={handleScroll} data-testid="chat-contacts-scroll">
        {query.isPending && enabled ? <Spin className="chat-spin" /> : null}
        {!query.isPending && !contacts.length ? <Empty description={t('chat.contacts.empty')} /> : null}
        <ul className="chat-list">
          {contacts.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="chat-item"
                onClick={() => onOpen(c)}
                data-testid={`chat-contact-${c.account}`}
              >
                <PeerAvatar name={c.realName} headIcon={c.headIcon} online={online.includes(c.id)} />
                <span className="chat-item-body">
                  <span className="chat-item-row">
                    <span className="chat-item-name">
                      {c.realName}
                      <span className="chat-item-account">{c.account}</span>
                    </span>
                  </span>
                  <span className="chat-item-text">{c.department}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        {query.isFetchingNextPage ? <div className="chat-more">{t('chat.contacts.loadingMore')}</div> : null}
        {contacts.length > 0 && !query.hasNextPage ? (
          <div className="chat-more">{t('chat.contacts.noMore')}</div>
        ) : null}
      </div>
    </div>
  );
}
