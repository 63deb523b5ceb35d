import type { Generated } from 'kysely';
import type { CreatedColumns } from '../../db/columns';

/** base_sign_img: a user's handwritten signature images (data URLs). */
export interface SignImgTable extends CreatedColumns {
  id: string;
  user_id: string;
  sign_img: string;
  is_default: Generated<number>;
}

/** Tables of the profile module. */
export interface ProfileTables {
  base_sign_img: SignImgTable;
}
