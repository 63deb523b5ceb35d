import type {
  AuthorityIds,
  AuthorityObjectType,
  AuthoritySaveBody,
  AuthorityValues,
  CurrentUserResult,
  ServerFrame,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { callAs } from '../../../test/helpers/http';
import type { CodedTable, DialectContext } from '../../../test/helpers/dialects';
import { newId } from '../../lib/ids';

/** Frames a fake push bus received. */
export type Pushed = { ids: readonly string[]; frame: ServerFrame }[];

/** Seeded ids and calls the authority tests share. */
export function authorityKit(ctx: DialectContext) {
  // ctx is filled once the block's database is up: look the helper up at call time
  const idByCode = (table: CodedTable, code: string) => ctx.idByCode(table, code);
  const resourceId = async (
    table: 'base_module_button' | 'base_module_column' | 'base_module_form' | 'base_module_scheme',
    menu: string,
    enCode: string,
  ) =>
    (
      await ctx.db
        .selectFrom(table)
        .select('id')
        .where('module_id', '=', await idByCode('base_module', menu))
        .where('en_code', '=', enCode)
        .executeTakeFirstOrThrow()
    ).id;
  const values = (app: FastifyInstance, token: string, objectType: AuthorityObjectType, id: string) =>
    callAs<AuthorityValues>(app, token, {
      method: 'POST',
      url: `/api/permission/Authority/Data/${id}/Values`,
      payload: { objectType },
      headers: { 'accept-language': 'en' },
    });
  const save = (app: FastifyInstance, token: string, id: string, body: Partial<AuthoritySaveBody>) =>
    callAs(app, token, {
      method: 'PUT',
      url: `/api/permission/Authority/Data/${id}`,
      payload: body,
      headers: { 'accept-language': 'en' },
    });
  const bodyOf = (objectType: AuthorityObjectType, ids: AuthorityIds): AuthoritySaveBody => ({
    objectType,
    systemIds: ids.system,
    module: ids.module,
    button: ids.button,
    column: ids.column,
    form: ids.form,
    resource: ids.resource,
  });
  const menuCodes = async (app: FastifyInstance, token: string) => {
    const res = await callAs<CurrentUserResult>(app, token, { url: '/api/oauth/CurrentUser' });
    const codes: string[] = [];
    const walk = (nodes: CurrentUserResult['menuList']) =>
      nodes.forEach((n) => (codes.push(n.enCode), walk(n.children)));
    if (res.code === 200) walk(res.data.menuList);
    return codes;
  };
  /** Grants a role a menu and buttons directly in the database (test setup). */
  const grantRole = async (role: string, menu: string, buttons: string[]) => {
    const objectId = await idByCode('base_role', role);
    const items = [
      { item_type: 'module', item_id: await idByCode('base_module', menu) },
      ...(await Promise.all(
        buttons.map(async (b) => ({
          item_type: 'button',
          item_id: await resourceId('base_module_button', menu, b),
        })),
      )),
    ];
    await ctx.db
      .insertInto('base_authorize')
      .values(
        items.map((i) => ({ ...i, id: newId(), object_type: 'Role', object_id: objectId, created_at: 0 })),
      )
      .execute();
  };
  return { idByCode, resourceId, values, save, bodyOf, menuCodes, grantRole };
}
