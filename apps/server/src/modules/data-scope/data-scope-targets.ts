import type { ScopeFields } from '../../db/data-scope';
import { USER_MENU, USER_SCOPE_FIELDS } from '../user-admin/user-scope';

/** A menu whose list honours data schemes: the table it lists and the fields schemes may use. */
export interface DataScopeTarget {
  /** A built-in table, or a table described at run time (`dyn_…`, checked by its description). */
  table: string;
  fields: ScopeFields;
}

/** Menus whose lists apply data schemes, by menu code (the explain call answers for these). */
export const DATA_SCOPE_TARGETS: ReadonlyMap<string, DataScopeTarget> = new Map([
  [USER_MENU, { table: 'base_user', fields: USER_SCOPE_FIELDS }],
]);

/** Finds the target of a menu over a described table (`dynamicScopeFields(description)`), if it is one. */
export type DataScopeTargetResolver = (menuCode: string) => Promise<DataScopeTarget | undefined>;

/** The built-in targets plus resolvers registered by modules that own described tables (online forms). */
export class DataScopeTargets {
  private readonly resolvers: DataScopeTargetResolver[] = [];

  /** Adds a resolver for menus over described tables. */
  register(resolver: DataScopeTargetResolver): void {
    this.resolvers.push(resolver);
  }

  /** The target of a menu, or `undefined` when its list does not apply schemes. */
  async find(menuCode: string): Promise<DataScopeTarget | undefined> {
    const builtIn = DATA_SCOPE_TARGETS.get(menuCode);
    if (builtIn) return builtIn;
    for (const resolve of this.resolvers) {
      const target = await resolve(menuCode);
      if (target) return target;
    }
    return undefined;
  }
}
