import type { ScopeFields } from '../../db/data-scope';
import { USER_MENU, USER_SCOPE_FIELDS } from '../user-admin/user-scope';

/** A menu whose list honours data schemes: the table it lists and the fields schemes may use. */
export interface DataScopeTarget {
  table: 'base_user';
  fields: ScopeFields;
}

/** Menus whose lists apply data schemes, by menu code (the explain call answers for these). */
export const DATA_SCOPE_TARGETS: ReadonlyMap<string, DataScopeTarget> = new Map([
  [USER_MENU, { table: 'base_user', fields: USER_SCOPE_FIELDS }],
]);
