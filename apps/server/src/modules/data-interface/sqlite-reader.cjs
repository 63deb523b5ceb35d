'use strict';
// Runs ONE read-only statement for the data-interface SQL runner in a child process (so a
// runaway query can be killed). Job on stdin, answer on stdout, both JSON. The database is
// opened read-only; the statement must be a reader and read-only; its compiled program must not
// read a protected table or column (checked on the VDBE program from EXPLAIN, not on the text).
// Memory is capped: V8's heap by the parent's --max-old-space-size, the whole process by the parent
// (killed past its resident-memory limit: better-sqlite3 is built without memory statistics, so
// SQLite's hard_heap_limit has no effect); answers by rows and bytes.

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => (input += d));
process.stdin.on('end', () => {
  let answer;
  try {
    answer = run(JSON.parse(input));
  } catch (error) {
    answer = { ok: false, kind: 'error', message: String((error && error.message) || error) };
  }
  process.stdout.write(JSON.stringify(answer));
});

const CURSOR_OPENERS = new Set(['OpenRead', 'ReopenIdx', 'OpenWrite']);

function run(job) {
  // The driver's path comes from the parent (this file runs outside the module resolution of the app).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require(job.modulePath);
  const db = new Database(job.file, { readonly: true, fileMustExist: true });
  try {
    // Small page cache; temporary b-trees (sorts) go to files, not memory.
    db.pragma('cache_size = -8192');
    db.pragma('temp_store = FILE');
    const stmt = db.prepare(job.sql);
    if (!stmt.reader || !stmt.readonly)
      return { ok: false, kind: 'refused', message: 'not a read-only query' };
    const leak = protectedRead(db, job);
    if (leak) return { ok: false, kind: 'secret', name: leak };
    const rows = [];
    let truncated = false;
    let bytes = 2;
    for (const row of stmt.iterate(...job.params)) {
      if (rows.length >= job.cap) {
        truncated = true;
        break;
      }
      for (const key of Object.keys(row))
        if (Buffer.isBuffer(row[key])) row[key] = row[key].toString('base64');
      // The answer is capped in bytes too (as the parent would send it).
      bytes += Buffer.byteLength(JSON.stringify(row)) + 1;
      if (job.byteCap && bytes > job.byteCap) {
        truncated = true;
        break;
      }
      rows.push(row);
    }
    return { ok: true, rows, columns: stmt.columns().map((c) => c.name), truncated };
  } finally {
    db.close();
  }
}

/** The protected table or column the statement's program would read, or null. */
function protectedRead(db, job) {
  const secretTables = new Set(job.secretTables);
  const objects = new Map();
  for (const r of db.prepare('select type, name, tbl_name, rootpage from sqlite_schema').all())
    if (r.rootpage) objects.set(r.rootpage, r);
  const secretCids = (table) => {
    const cols = job.secretColumns[table] || [];
    return new Set(
      db
        .prepare('select cid, name from pragma_table_info(?)')
        .all(table)
        .filter((c) => cols.includes(c.name))
        .map((c) => c.cid),
    );
  };
  const tableCursor = new Map();
  const program = db.prepare(`explain ${job.sql}`).all(...job.params);
  for (const op of program) {
    if (CURSOR_OPENERS.has(op.opcode)) {
      if (op.p3 !== 0) return 'attached or temporary database';
      const object = objects.get(op.p2);
      if (!object) return 'unknown table';
      if (secretTables.has(object.tbl_name)) return object.tbl_name;
      if (object.type === 'table') tableCursor.set(op.p1, object.name);
      else if (job.secretColumns[object.tbl_name]) {
        // An index holding a protected column would leak it too.
        const cols = db
          .prepare('select name from pragma_index_info(?)')
          .all(object.name)
          .map((c) => c.name);
        if (cols.some((c) => job.secretColumns[object.tbl_name].includes(c))) return object.tbl_name;
      }
    } else if (op.opcode === 'OpenDup' && tableCursor.has(op.p2))
      tableCursor.set(op.p1, tableCursor.get(op.p2));
  }
  for (const op of program) {
    const table = tableCursor.get(op.p1);
    if (!table || !job.secretColumns[table]) continue;
    // p2 is the column's position in the record, which is its cid (these tables have no rowid alias).
    if (op.opcode === 'Column' && secretCids(table).has(op.p2))
      return `${table}.${job.secretColumns[table].join('/')}`;
    if (op.opcode === 'RowData' || op.opcode === 'RowCell') return table;
  }
  return null;
}
