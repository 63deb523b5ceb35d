import type { DynamicTable } from '@tessera/shared';
import type { ScopeField, ScopeFields } from '../data-scope';

const NUMBER_KINDS = new Set(['integer', 'bigint', 'decimal', 'datetime', 'boolean']);

/**
 * The fields a data scheme of a described table may name (ADR 0008's allow-list, built from the
 * description): the same names as the built-in menus for the organisation (`organizeId`), creator
 * (`creatorUserId`) and creation time (`creatorTime`), then every described field by its name.
 */
export function dynamicScopeFields(table: DynamicTable): ScopeFields {
  const column = (name: string) => `${table.name}.${name}`;
  const fields: Record<string, ScopeField> = {
    id: { column: column('id'), type: 'string' },
    organizeId: { column: column('organize_id'), type: 'string' },
    creatorUserId: { column: column('created_by'), type: 'string' },
    creatorTime: { column: column('created_at'), type: 'number' },
  };
  for (const f of table.fields) {
    if (f.kind === 'json' || Object.hasOwn(fields, f.name)) continue;
    fields[f.name] = { column: column(f.name), type: NUMBER_KINDS.has(f.kind) ? 'number' : 'string' };
  }
  return fields;
}
