import { BUTTON_NAMES, type MenuSeed } from './seed-data/menus';
import { MENU_NAMES, RESOURCE_NAMES } from './seed-data/menu-names';
import { base, ensure, fillTranslations, translationsOf, type Ctx } from './seed-helpers';

const menuNames = (code: string) => translationsOf(MENU_NAMES[code]);
const resourceNames = (code: string) => translationsOf(RESOURCE_NAMES[code]);

/** Inserts missing menus (and their resources) under a parent; answers enCode -> id of all of them. */
export async function seedMenus(
  ctx: Ctx,
  systemId: string,
  menus: MenuSeed[],
  parentId = '-1',
): Promise<Map<string, string>> {
  const all = new Map<string, string>();
  const rows = menus.map((m, i) => ({
    ...base(ctx, i + 1),
    parent_id: parentId,
    system_id: systemId,
    type: m.type,
    full_name: m.fullName,
    en_code: m.enCode,
    icon: m.icon ?? 'icon-ym icon-ym-generator-menu',
    url_address: m.urlAddress ?? null,
    link_target: m.linkTarget ?? null,
    category: 'Web',
    property_json: m.property ? JSON.stringify(m.property) : null,
    is_button_authorize: m.buttons ? 1 : 0,
    is_column_authorize: m.columns ? 1 : 0,
    is_form_authorize: m.forms ? 1 : 0,
    is_data_authorize: m.schemes ? 1 : 0,
    translations: menuNames(m.enCode),
  }));
  const ids = await ensure(ctx, 'base_module', 'en_code', rows, { category: 'Web' });
  if (parentId === '-1')
    await fillTranslations(ctx, 'base_module', 'en_code', menuNames, { category: 'Web' });
  for (const m of menus) {
    const id = ids.get(m.enCode)!;
    all.set(m.enCode, id);
    await seedResources(ctx, id, m);
    if (m.children) for (const [k, v] of await seedMenus(ctx, systemId, m.children, id)) all.set(k, v);
  }
  if (parentId === '-1') {
    const moduleIds = [...all.values()];
    for (const table of [
      'base_module_button',
      'base_module_column',
      'base_module_form',
      'base_module_scheme',
    ])
      await fillTranslations(ctx, table, 'en_code', resourceNames, { module_id: moduleIds });
  }
  return all;
}

async function seedResources(ctx: Ctx, moduleId: string, m: MenuSeed): Promise<void> {
  const scope = { module_id: moduleId };
  const item = (enCode: string, fullName: string, i: number) => ({
    ...base(ctx, i + 1),
    en_code: enCode,
    full_name: fullName,
    parent_id: '-1',
    translations: resourceNames(enCode),
  });
  await ensure(
    ctx,
    'base_module_button',
    'en_code',
    (m.buttons ?? []).map((b, i) => item(b, BUTTON_NAMES[b] ?? b, i)),
    scope,
  );
  await ensure(
    ctx,
    'base_module_column',
    'en_code',
    (m.columns ?? []).map(([c, n], i) => item(c, n, i)),
    scope,
  );
  await ensure(
    ctx,
    'base_module_form',
    'en_code',
    (m.forms ?? []).map(([c, n], i) => item(c, n, i)),
    scope,
  );
  const schemes = (m.schemes ?? []).map((s, i) => ({
    ...base(ctx, i + 1),
    en_code: s.enCode,
    full_name: s.fullName,
    all_data: s.allData,
    condition_json: s.condition ?? null,
    match_logic: 'and',
    translations: resourceNames(s.enCode),
  }));
  await ensure(ctx, 'base_module_scheme', 'en_code', schemes, scope);
}
