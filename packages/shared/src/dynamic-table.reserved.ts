// Words a dynamic table or field may not be named, in any case: the reserved key words of
// PostgreSQL (reserved and "reserved, can be function or type") and every SQLite keyword. The
// server always quotes identifiers, so this is for people writing SQL by hand over these tables
// (reports, data interfaces), who should never have to quote `order` or `select`.
const WORDS = `
abort action add after all alter always analyse analyze and any array as asc asymmetric attach
authorization autoincrement before begin between binary both by cascade case cast check collate
collation column commit concurrently conflict constraint create cross current current_catalog
current_date current_role current_schema current_time current_timestamp current_user database
default deferrable deferred delete desc detach distinct do drop each else end escape except
exclude exclusive exists explain fail false fetch filter first following for foreign freeze from
full generated glob grant group groups having if ignore ilike immediate in index indexed initially
inner insert instead intersect into is isnull join key last lateral leading left like limit
localtime localtimestamp match materialized natural no not nothing notnull null nulls of offset on
only or order others outer over overlaps partition placing plan pragma preceding primary query
raise range recursive references regexp reindex release rename replace restrict returning right
rollback row rows savepoint select session_user similar some symmetric system_user table temp
temporary then ties to trailing transaction trigger true unbounded union unique update user using
vacuum values variadic verbose view virtual when where window with without
`;

const RESERVED: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));

/** Whether a name is an SQL keyword of PostgreSQL or SQLite (case-insensitive). */
export const isSqlReservedWord = (name: string): boolean => RESERVED.has(name.toLowerCase());
