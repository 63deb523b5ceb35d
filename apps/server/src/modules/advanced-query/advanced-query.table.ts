import type { CreatedColumns, SoftDeleteColumns, UpdatedColumns } from '../../db/columns';

/** base_advanced_query: saved advanced-query plans of the generated lists (migration 0033). */
export interface AdvancedQueryTable extends CreatedColumns, UpdatedColumns, SoftDeleteColumns {
  id: string;
  /** The plan's creator: the only user who may see, change or delete it. */
  user_id: string;
  /** The menu id of the list the plan belongs to. */
  module_id: string;
  full_name: string;
  /** `and` or `or`. */
  match_logic: string;
  /** The checked conditions as JSON text (`conditionList` of the super query). */
  condition_json: string;
}

/** Tables of the advanced-query module (a type alias: `Kysely.withTables` wants an indexable type). */
export type AdvancedQueryTables = {
  base_advanced_query: AdvancedQueryTable;
};
