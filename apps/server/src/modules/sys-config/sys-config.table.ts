/** base_sys_config: key/value settings. */
export interface SysConfigTable {
  id: string;
  key: string;
  value: string;
  category: string;
  updated_at: number | null;
}

/** base_image_code: image verification codes of the password sign-in, hashed (migration 0013). */
export interface ImageCodeTable {
  id: string;
  key_hash: string;
  answer_hash: string;
  expires_at: number;
}

/** Tables of the sys-config module. */
export interface SysConfigTables {
  base_sys_config: SysConfigTable;
  base_image_code: ImageCodeTable;
}
