import {
  formatServerMessage,
  serverMessages,
  type Language,
  type Paged,
  type ProfileLogItem,
  type ProfileLogQuery,
  type ServerMessageKey,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { pageOwnLog } from './profile-log.repository';

/** Log type of an operation the user made on their own account. */
export const OPERATION_LOG = 5;

/** Log types shown under each category: 1 sign-in (in, out, failed), 5 operations. */
const CATEGORY_TYPES: Record<1 | 5, number[]> = { 1: [1, 2, 3], 5: [OPERATION_LOG] };

const isMessageKey = (value: string): value is ServerMessageKey => value in serverMessages;

/** Keys of the server messages whose text in any language contains a keyword. */
function messageKeysContaining(keyword: string): string[] {
  const needle = keyword.toLowerCase();
  return Object.entries(serverMessages)
    .filter(([, texts]) => Object.values(texts).some((text) => text.toLowerCase().includes(needle)))
    .map(([key]) => key);
}

/** A short platform name from a User-Agent. */
export function platformOf(userAgent: string | null): string {
  if (!userAgent) return '';
  const os = /Windows|Mac OS X|Android|iPhone|iPad|Linux/.exec(userAgent)?.[0] ?? '';
  const browser = /Edg|Firefox|Chrome|Safari/.exec(userAgent)?.[0] ?? '';
  return [os, browser === 'Edg' ? 'Edge' : browser].filter(Boolean).join(' / ');
}

/** The caller's own sign-in and operation log, paged, messages in the caller's language. */
export async function ownLog(
  db: Kysely<DB>,
  userId: string,
  query: ProfileLogQuery,
  lang: Language,
): Promise<Paged<ProfileLogItem>> {
  const { rows, total } = await pageOwnLog(
    db,
    {
      userId,
      types: CATEGORY_TYPES[query.category],
      keyword: query.keyword || undefined,
      keywordKeys: query.keyword ? messageKeysContaining(query.keyword) : undefined,
      startTime: query.startTime,
      endTime: query.endTime,
    },
    query.currentPage,
    query.pageSize,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      creatorTime: Number(r.created_at),
      type: r.type,
      ipAddress: r.ip_address ?? '',
      platForm: platformOf(r.user_agent),
      requestURL: r.request_url ?? '',
      requestMethod: r.request_method ?? '',
      abstracts:
        r.abstracts && isMessageKey(r.abstracts)
          ? formatServerMessage(r.abstracts, lang)
          : (r.abstracts ?? ''),
    })),
    pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total },
  };
}
