import type { Kysely, Migration } from 'kysely';

// Stands alone like every migration: no application imports.

/** Stored files (`base_file`) and the chunks of uploads in progress (`base_file_chunk`). */
export const fileChunks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('base_file')
      .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
      .addColumn('owner_user_id', 'varchar(50)', (c) => c.notNull())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('extension', 'varchar(20)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('md5', 'varchar(32)', (c) => c.notNull())
      .addColumn('mime', 'varchar(100)', (c) => c.notNull())
      .addColumn('storage_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('belongs_kind', 'varchar(50)')
      .addColumn('belongs_id', 'varchar(50)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('base_file_owner_md5')
      .on('base_file')
      .columns(['owner_user_id', 'md5'])
      .execute();
    await db.schema
      .createTable('base_file_chunk')
      .addColumn('user_id', 'varchar(50)', (c) => c.notNull())
      .addColumn('identifier', 'varchar(32)', (c) => c.notNull())
      .addColumn('chunk_number', 'integer', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('total_chunks', 'integer', (c) => c.notNull())
      .addColumn('total_size', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('base_file_chunk_pk', ['user_id', 'identifier', 'chunk_number'])
      .execute();
    await db.schema
      .createIndex('base_file_chunk_created')
      .on('base_file_chunk')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_file_chunk').execute();
    await db.schema.dropTable('base_file').execute();
  },
};
