import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Filter of the user's own log. */
export interface OwnLogFilter {
  userId: string;
  types: number[];
  keyword?: string;
  /** Message keys whose translations contain the keyword (abstracts store keys). */
  keywordKeys?: string[];
  startTime?: number;
  endTime?: number;
}

function filtered(db: Kysely<DB>, f: OwnLogFilter) {
  let query = db.selectFrom('base_sys_log').where('user_id', '=', f.userId).where('type', 'in', f.types);
  if (f.startTime !== undefined) query = query.where('created_at', '>=', f.startTime);
  if (f.endTime !== undefined) query = query.where('created_at', '<=', f.endTime);
  if (f.keyword) {
    // Wildcards typed by the user only widen a search of their own rows, so they are left as is.
    const like = `%${f.keyword}%`;
    query = query.where((eb) =>
      eb.or([
        eb('ip_address', 'like', eb.val(like)),
        eb('abstracts', 'like', eb.val(like)),
        eb('request_url', 'like', eb.val(like)),
        ...(f.keywordKeys?.length ? [eb('abstracts', 'in', f.keywordKeys)] : []),
      ]),
    );
  }
  return query;
}

/** One page of the user's log rows, newest first, and the total. */
export async function pageOwnLog(db: Kysely<DB>, f: OwnLogFilter, page: number, size: number) {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .select([
        'id',
        'type',
        'ip_address',
        'user_agent',
        'request_url',
        'request_method',
        'abstracts',
        'created_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
