import type { Generated } from 'kysely';
import type { CreatedColumns, UpdatedColumns, SoftDeleteColumns } from '../../db/columns';

/** base_visual_dev: online development designs (the draft). */
export interface VisualDevTable extends CreatedColumns, UpdatedColumns, SoftDeleteColumns {
  id: string;
  full_name: string;
  en_code: string;
  category: string | null;
  /** 1 custom, 2 system. */
  type: Generated<number>;
  /** 1 form, 2 form and list. */
  web_type: Generated<number>;
  /** 0 draft, 1 released, 2 modified after release. */
  state: Generated<number>;
  description: string | null;
  /** The designer's bound tables (JSON array text). */
  tables: Generated<string>;
  form_data: string | null;
  column_data: string | null;
  app_column_data: string | null;
  enable_flow: Generated<number>;
  sort_code: Generated<number>;
  /** When a release claimed the design (epoch ms); null: no release running. */
  release_claim: number | null;
}

/** base_visual_release: one row per release, the design as released (the versions). */
export interface VisualReleaseTable extends CreatedColumns {
  id: string;
  visual_dev_id: string;
  /** 1, 2, … per design. */
  version: number;
  full_name: string;
  en_code: string;
  web_type: number;
  enable_flow: number;
  tables: string;
  form_data: string | null;
  column_data: string | null;
  app_column_data: string | null;
  /** The table descriptions applied (JSON array of DynamicTable). */
  table_json: string;
}

/** Tables of the visualdev module. */
export interface VisualDevTables {
  base_visual_dev: VisualDevTable;
  base_visual_release: VisualReleaseTable;
}
