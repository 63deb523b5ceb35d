import type { Generated } from 'kysely';
import type { CreatedColumns } from '../../db/columns';

/** base_authorize: a grant of an item to a role, position, organisation, user or group. */
export interface AuthorizeTable extends CreatedColumns {
  id: string;
  item_type: string;
  item_id: string;
  object_type: string;
  object_id: string;
  sort_code: Generated<number>;
}

/** Tables of the authority module. */
export interface AuthorityTables {
  base_authorize: AuthorizeTable;
}
