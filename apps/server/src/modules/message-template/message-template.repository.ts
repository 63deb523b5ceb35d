import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { countRows, sortedPage } from '../../db/admin-rows';

const COLUMNS = [
  'id',
  'full_name',
  'en_code',
  'message_source',
  'message_type',
  'title',
  'content',
  'template_code',
  'sort_code',
  'enabled_mark',
  'description',
  'created_at',
  'updated_at',
] as const;

/** Filter of the template list. */
export interface TemplateFilter {
  keyword?: string;
  messageType?: string;
  messageSource?: string;
}

function filtered(db: Kysely<DB>, dialect: DialectName, filter: TemplateFilter) {
  let query = db.selectFrom('base_message_template').where('deleted_at', 'is', null);
  const { keyword } = filter;
  if (keyword)
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(dialect, 'full_name', keyword),
        containsInsensitive(dialect, 'en_code', keyword),
        containsInsensitive(dialect, 'title', keyword),
      ]),
    );
  if (filter.messageType) query = query.where('message_type', '=', filter.messageType);
  if (filter.messageSource) query = query.where('message_source', '=', filter.messageSource);
  return query;
}

/** Number of live templates matching the filter. */
export async function countTemplates(
  db: Kysely<DB>,
  dialect: DialectName,
  filter: TemplateFilter,
): Promise<number> {
  return countRows(filtered(db, dialect, filter));
}

/** One page of live templates matching the filter, in sort order. */
export async function listTemplates(
  db: Kysely<DB>,
  dialect: DialectName,
  filter: TemplateFilter,
  page: { offset: number; limit: number },
) {
  return sortedPage(filtered(db, dialect, filter).select(COLUMNS), undefined, false, page).execute();
}

/** One template row. */
export type TemplateRow = Awaited<ReturnType<typeof listTemplates>>[number];

/** One live template by id. */
export async function findTemplate(db: Kysely<DB>, id: string): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('base_message_template')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The live, enabled template with a code. */
export async function findEnabledTemplate(db: Kysely<DB>, enCode: string): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('base_message_template')
    .select(COLUMNS)
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .executeTakeFirst();
}

/** Whether a live template other than `exceptId` uses the code. */
export async function templateCodeTaken(db: Kysely<DB>, enCode: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('base_message_template')
    .select('id')
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Values a template is written with. */
export interface TemplateValues {
  full_name: string;
  en_code: string;
  message_source: string;
  message_type: string;
  title: string;
  content: string;
  template_code: string | null;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
}

/** Inserts a template. */
export async function insertTemplate(
  db: Kysely<DB>,
  id: string,
  values: TemplateValues,
  userId: string | null,
  now: number,
): Promise<void> {
  await db
    .insertInto('base_message_template')
    .values({ id, ...values, created_at: now, created_by: userId })
    .execute();
}

/** Updates a live template. */
export async function updateTemplate(
  db: Kysely<DB>,
  id: string,
  values: TemplateValues,
  userId: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('base_message_template')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Soft-deletes a live template. */
export async function deleteTemplate(db: Kysely<DB>, id: string, userId: string, now: number): Promise<void> {
  await db
    .updateTable('base_message_template')
    .set({ deleted_at: now, deleted_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}
