import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { RecordReader } from '../../lib/record-readers';
import type { DataScopeService } from '../data-scope/data-scope.service';
import { findUser } from './user-admin.repository';
import { USER_SCOPE_FIELDS, USER_MENU } from './user-scope';

/** A live user the caller's data scope of the user administration shows (ADR 0008). */
export function userRecordReader(db: Kysely<DB>, scope: DataScopeService): RecordReader {
  return async (caller, id) => {
    const where = await scope.where(caller, USER_MENU, USER_SCOPE_FIELDS);
    return (await findUser(db, id, where)) !== undefined;
  };
}
