import type { Generated } from 'kysely';
import type { CommonColumns } from '../../db/columns';

/** base_print_dev: print templates (JSON statements, sanitized HTML, page setup JSON). */
export interface PrintDevTable extends CommonColumns {
  full_name: string;
  en_code: string;
  category_id: string | null;
  type: Generated<number>;
  sql_template: Generated<string>;
  print_template: Generated<string>;
  page_param: Generated<string>;
  /** Menu code of the resource whose records it prints (migration 0019); null: administrators only. */
  resource_code: string | null;
}

/** Tables of the print-dev module. */
export interface PrintDevTables {
  base_print_dev: PrintDevTable;
}
