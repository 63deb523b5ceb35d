/** base_file: files stored by a chunked upload (later: by every upload). */
export interface BaseFileTable {
  id: string;
  owner_user_id: string;
  /** The name the uploader gave (shown, never used as a path). */
  name: string;
  extension: string;
  size: number;
  md5: string;
  mime: string;
  /** Server-made name under DATA_DIR/files/. */
  storage_key: string;
  /** What the file is attached to, filled later (a record of a form, a message). */
  belongs_kind: string | null;
  belongs_id: string | null;
  created_at: number;
}

/** base_file_chunk: one received chunk of an upload in progress, bound to its uploader. */
export interface FileChunkTable {
  user_id: string;
  identifier: string;
  chunk_number: number;
  size: number;
  total_chunks: number;
  total_size: number;
  created_at: number;
}

/** Tables of chunked uploads. */
export interface FileChunkTables {
  base_file: BaseFileTable;
  base_file_chunk: FileChunkTable;
}
