import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_HISTORY_PAGE, CHAT_LATEST_PAGE, type ChatMessage } from '@tessera/shared';
import { onFrame, sendFrame } from '@/lib/socket-session';
import { useInboxStore } from '@/stores/inbox-store';
import { contentText } from '../chat-format';
import { mergeOlder, olderPage } from './thread-pages';

/** How the last change of the thread came about (the list keeps its scroll position on 'older'). */
export type ThreadChange = 'latest' | 'older' | 'append' | 'clear';

/** One open conversation's history, fed by `messageList`, `receiveMessage` and `sendMessage` frames. */
export interface ChatThread {
  messages: ChatMessage[];
  loading: boolean;
  loadingOlder: boolean;
  hasOlder: boolean;
  change: ThreadChange;
  /** Asks for the page before the oldest loaded message. */
  loadOlder: () => void;
  /** Empties the thread (after its records were deleted). */
  clear: () => void;
  /** Messages matching the last history search, newest first; undefined while none was made. */
  results: ChatMessage[] | undefined;
  searching: boolean;
  /** Searches the whole history with this user; an empty keyword ends the search. */
  search: (keyword: string) => void;
}

type Pending = 'latest' | 'older' | 'search';

/** Largest number of search results shown. */
const SEARCH_PAGE = 100;

/** The history with one user; opening it marks their messages read. */
export function useChatThread(peerId: string, myId: string): ChatThread {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [change, setChange] = useState<ThreadChange>('latest');
  const [results, setResults] = useState<ChatMessage[] | undefined>();
  const [searching, setSearching] = useState(false);
  const pending = useRef<Pending[]>([]);
  const loaded = useRef(0);
  loaded.current = messages.length;

  useEffect(() => {
    const inbox = useInboxStore.getState();
    inbox.setActiveChat(peerId);
    inbox.setChatUnread(peerId, 0);
    pending.current.push('latest');
    sendFrame({
      method: 'MessageList',
      toUserId: peerId,
      currentPage: 1,
      pageSize: CHAT_LATEST_PAGE,
      sord: 'desc',
    });
    sendFrame({ method: 'UpdateReadMessage', formUserId: peerId });
    const offList = onFrame('messageList', (frame) => {
      if (frame.toUserId !== peerId) return;
      const kind = pending.current.shift();
      if (!kind) return;
      if (kind === 'search') {
        setResults([...frame.list].sort((a, b) => b.sendTime - a.sendTime));
        setSearching(false);
        return;
      }
      const page = [...frame.list].sort((a, b) => a.sendTime - b.sendTime);
      setTotal(frame.pagination.total);
      if (kind === 'latest') {
        setMessages(page);
        setLoading(false);
      } else {
        setMessages((old) => mergeOlder(old, page));
        setLoadingOlder(false);
      }
      setChange(kind);
    });
    const append = (message: ChatMessage) => {
      setMessages((old) => (old.some((m) => m.id === message.id) ? old : [...old, message]));
      setTotal((n) => n + 1);
      setChange('append');
    };
    const offReceive = onFrame('receiveMessage', (frame) => {
      if (frame.formUserId !== peerId) return;
      append({
        id: frame.id,
        sendUserId: peerId,
        receiveUserId: myId,
        sendTime: frame.dateTime,
        receiveTime: Date.now(),
        content: contentText(frame.formMessage),
        contentType: frame.messageType,
        state: 1,
      });
    });
    const offSend = onFrame('sendMessage', (frame) => {
      if (frame.toUserId !== peerId) return;
      append({
        id: frame.id,
        sendUserId: myId,
        receiveUserId: peerId,
        sendTime: frame.dateTime,
        receiveTime: null,
        content: contentText(frame.toMessage),
        contentType: frame.messageType,
        state: 0,
      });
    });
    return () => {
      offList();
      offReceive();
      offSend();
      if (useInboxStore.getState().activeChat === peerId) useInboxStore.getState().setActiveChat(undefined);
    };
  }, [peerId, myId]);

  const hasOlder = !loading && messages.length < total;
  const loadOlder = useCallback(() => {
    if (loadingOlder || !hasOlder) return;
    setLoadingOlder(true);
    pending.current.push('older');
    sendFrame({
      method: 'MessageList',
      toUserId: peerId,
      currentPage: olderPage(loaded.current, CHAT_HISTORY_PAGE),
      pageSize: CHAT_HISTORY_PAGE,
      sord: 'desc',
    });
  }, [hasOlder, loadingOlder, peerId]);

  const clear = useCallback(() => {
    setMessages([]);
    setTotal(0);
    setChange('clear');
  }, []);

  const search = useCallback(
    (keyword: string) => {
      const text = keyword.trim();
      if (!text) {
        setResults(undefined);
        return;
      }
      setSearching(true);
      pending.current.push('search');
      sendFrame({
        method: 'MessageList',
        toUserId: peerId,
        currentPage: 1,
        pageSize: SEARCH_PAGE,
        sord: 'desc',
        keyword: text,
      });
    },
    [peerId],
  );

  return { messages, loading, loadingOlder, hasOlder, change, loadOlder, clear, results, searching, search };
}
