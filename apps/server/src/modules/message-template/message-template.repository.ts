import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { adminTable, NAME_AND_CODE, STATE_COLUMNS, type WrittenValues } from '../../db/admin-table';
import type { MessageTemplateTable } from './message-template.table';

const COLUMNS = [
  'id',
  'full_name',
  'en_code',
  'message_source',
  'message_type',
  'title',
  'content',
  'template_code',
  ...STATE_COLUMNS,
  'updated_at',
] as const;

/** Filter of the template list. */
export interface TemplateFilter {
  keyword?: string;
  messageType?: string;
  messageSource?: string;
}

/** Values a template is written with. */
export type TemplateValues = WrittenValues<MessageTemplateTable>;

/** The template table's list, find and write statements. */
export const templateRows = adminTable<DB, TemplateValues>()({
  table: 'base_message_template',
  columns: COLUMNS,
  withCreator: true,
  keywordColumns: [...NAME_AND_CODE, 'title'],
  sorts: {},
});

/** One template row. */
export type TemplateRow = NonNullable<Awaited<ReturnType<typeof templateRows.find>>>;

/** Live templates matching the filter (list, count or page them with `templateRows`). */
export const filteredTemplates = (db: Kysely<DB>, dialect: DialectName, filter: TemplateFilter) =>
  templateRows.live(db, dialect, {
    keyword: filter.keyword,
    equal: { message_type: filter.messageType, message_source: filter.messageSource },
  });

/** The live, enabled template with a code. */
export async function findEnabledTemplate(
  db: Kysely<DB>,
  enCode: string,
): Promise<Omit<TemplateRow, 'creator_user'> | undefined> {
  return db
    .selectFrom('base_message_template')
    .select(COLUMNS)
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .executeTakeFirst();
}
