import { z } from 'zod';

/** Paged list query shared by every list call. */
export const pageQuerySchema = z.object({
  /** 1-based page number. */
  currentPage: z.coerce.number().int().min(1).default(1),
  /** Rows per page (at most 1000; 10000 only where a widget asks for "all"). */
  pageSize: z.coerce.number().int().min(1).max(10000).default(20),
  /** Free-text filter. */
  keyword: z.string().trim().max(200).optional(),
  /** Sort direction. */
  sort: z.enum(['asc', 'desc']).optional(),
  /** Sort field, from the list's own allow-list. */
  sidx: z.string().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Pagination block of a paged answer. */
export interface Pagination {
  currentPage: number;
  pageSize: number;
  total: number;
}

/** A paged answer: `{list, pagination}`. */
export interface Paged<T> {
  list: T[];
  pagination: Pagination;
}

/** Schema of a paged answer whose rows follow `item` (strict: no extra field passes). */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    list: z.array(item),
    pagination: z.strictObject({
      currentPage: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
    }),
  });
