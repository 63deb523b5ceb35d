import { chatRoutes as routes, CONTACT_PAGE_SIZE } from '@tessera/shared';
import { call } from '@/lib/call';

/** One page of contacts matching a keyword. */
export const fetchContacts = (keyword: string, currentPage: number) =>
  call(routes.contacts, {
    query: { keyword: keyword || undefined, currentPage, pageSize: CONTACT_PAGE_SIZE },
  });
