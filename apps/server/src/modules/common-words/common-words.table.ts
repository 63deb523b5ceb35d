import type { CommonColumns } from '../../db/columns';

/** base_common_words: phrases offered when writing an opinion (migration 0022). */
export interface CommonWordsTable extends CommonColumns {
  common_words_text: string;
  /** 0 system (for everyone), 1 personal. */
  common_words_type: number;
  /** The owner of a personal phrase; '' for a system one (so the unique index covers both kinds). */
  owner_id: string;
}

/** Tables of the common-words module (a type alias: `Kysely.withTables` wants an indexable type). */
export type CommonWordsTables = {
  base_common_words: CommonWordsTable;
};
