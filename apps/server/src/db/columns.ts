import type { Generated } from 'kysely';

/** Who made a row and when (epoch ms). */
export interface CreatedColumns {
  created_at: number;
  created_by: string | null;
}

/** Who changed a row last and when (null until the first change). */
export interface UpdatedColumns {
  updated_at: number | null;
  updated_by: string | null;
}

/** Soft delete: null while the row is live. */
export interface SoftDeleteColumns {
  deleted_at: number | null;
  deleted_by: string | null;
}

/** Columns every business table carries (dates are epoch ms). */
export interface CommonColumns extends CreatedColumns, UpdatedColumns, SoftDeleteColumns {
  id: string;
  sort_code: Generated<number>;
  /** 1 on, 0 off, 2 locked (users). */
  enabled_mark: Generated<number>;
  description: string | null;
}
