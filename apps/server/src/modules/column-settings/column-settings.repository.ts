import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The list text one user saved for one menu, if any. */
export async function findColumnSettings(
  db: Kysely<DB>,
  userId: string,
  moduleId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('base_column_setting')
    .select('field_list')
    .where('user_id', '=', userId)
    .where('module_id', '=', moduleId)
    .executeTakeFirst();
  return row?.field_list;
}

/** Writes one user's list for one menu, replacing the one saved before. */
export async function saveColumnSettings(
  db: Kysely<DB>,
  values: { id: string; userId: string; moduleId: string; fieldList: string; now: number },
): Promise<void> {
  await db
    .insertInto('base_column_setting')
    .values({
      id: values.id,
      user_id: values.userId,
      module_id: values.moduleId,
      field_list: values.fieldList,
      created_at: values.now,
      updated_at: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'module_id'])
        .doUpdateSet({ field_list: values.fieldList, updated_at: values.now }),
    )
    .execute();
}
