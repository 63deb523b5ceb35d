import { CONTACT_PAGE_SIZE, type Contact, type Paged } from '@tessera/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** One page of contacts matching a keyword. */
export const fetchContacts = (keyword: string, currentPage: number) =>
  http
    .get<Paged<Contact>>('/api/permission/Users/ImUser', {
      keyword: keyword || undefined,
      currentPage,
      pageSize: CONTACT_PAGE_SIZE,
    })
    .then((r) => r.data);

/** Infinite query of the contact list, 20 a page (spec 01 section 9). */
export const contactsQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: ['chat', 'contacts', keyword] as const,
    queryFn: ({ pageParam }) => fetchContacts(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<Contact>) => {
      const { currentPage, pageSize, total } = last.pagination;
      return currentPage * pageSize < total ? currentPage + 1 : undefined;
    },
  });
