import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, apiToken, resetLanguage, shot, signIn, submitLogin } from './support';

/** Clicks save in the designer and waits for the design to be stored. */
async function saveDesign(page: Page) {
  const stored = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/visualdev/Base/'),
  );
  await page.getByTestId('vd-save').click();
  const answer = (await (await stored).json()) as { code: number; msg: string };
  expect(answer.code, answer.msg).toBe(200);
}

/** Drags with the mouse the way dnd-kit's pointer sensor needs it: press, a small move, then glide. */
async function drag(page: Page, source: Locator, target: Locator, at: 'center' | 'bottom' = 'center') {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 3 });
  const y = at === 'bottom' ? to.y + to.height - 8 : to.y + to.height / 2;
  await page.mouse.move(to.x + to.width / 2, y, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2 + 2, y, { steps: 2 });
  await page.mouse.up();
}

test('the administrator designs a form by drag and drop, is refused a repeated field name, undoes, saves and reopens it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const code = `e2e_form_${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  await page.goto('/onlineDev/webDesign');
  await expect(page.getByTestId('visualdev-page')).toBeVisible();

  await page.getByTestId('visualdev-add').click();
  await page.getByTestId('field-fullName').fill('旅行申请');
  await page.getByTestId('field-enCode').fill(code);
  await page.getByTestId('visualdev-save').click();

  const designer = page.getByTestId('vd-designer');
  await expect(designer).toBeVisible();
  const root = page.getByTestId('vd-list-root');
  const items = page.getByTestId('vd-canvas').locator('[data-vmodel]');

  // an input, then a sub-table below it, then one column into the sub-table
  await drag(page, page.getByTestId('palette-input'), root);
  await expect(items).toHaveCount(1);
  await drag(page, page.getByTestId('palette-table'), root, 'bottom');
  const table = page.locator('.vd-item[data-key="table"]');
  await expect(table).toBeVisible();
  await drag(page, page.getByTestId('palette-numInput'), table.locator('.vd-list-row'));
  const column = table.locator('.vd-column');
  await expect(column).toHaveCount(1);
  await expect(column).toHaveAttribute('data-vmodel', /^numInputField\d+$/);

  // rename the input's field
  await page.locator('.vd-item[data-key="input"]').first().click();
  await page.getByTestId('prop-vmodel').fill('title');
  await expect(page.locator('.vd-item[data-vmodel="title"]')).toHaveCount(1);

  // a second input may not take the same name (ignoring case)
  await page.getByTestId('palette-input').click();
  await expect(page.locator('.vd-item[data-key="input"]')).toHaveCount(2);
  await page.getByTestId('prop-vmodel').fill('TITLE');
  await expect(page.getByText(/与.+重复/)).toBeVisible();
  await expect(page.locator('.vd-item[data-vmodel="TITLE"]')).toHaveCount(0);
  await shot(page, 'designer-duplicate-refused');

  // undo drops the second input; the refused name was never part of the design
  await page.getByTestId('vd-undo').click();
  await expect(page.locator('.vd-item[data-key="input"]')).toHaveCount(1);
  await expect(page.locator('.vd-item[data-vmodel="title"]')).toHaveCount(1);

  // the keyboard moves a widget too: pick the sub-table up, move it above the input, drop it
  const topLevel = page.getByTestId('vd-list-root').locator(':scope > .vd-item');
  await expect(topLevel.first()).toHaveAttribute('data-key', 'input');
  await table.locator(':scope > .vd-item-head .vd-handle').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(topLevel.first()).toHaveAttribute('data-key', 'table');

  await saveDesign(page);
  await page.getByTestId('vd-close').click();
  await expect(designer).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByTestId('visualdev-state')).toHaveText('未发布');
  await page.getByTestId(`visualdev-design-${code}`).click();
  await expect(page.locator('.vd-item[data-vmodel="title"]')).toBeVisible();
  await expect(page.locator('.vd-item[data-key="table"] .vd-column')).toHaveCount(1);
  await shot(page, 'designer-reopened');
  await page.getByTestId('vd-close').click();

  // release it under the top level of the main system; the state column follows
  const release = page.getByTestId(`visualdev-release-${code}`);
  if (!(await release.isVisible())) await row.locator('[data-action=more]').click();
  await release.click();
  const dialog = page.getByTestId('release-dialog');
  await dialog.getByTestId('release-pc-parents').click();
  await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: '（顶级）' }).first().click();
  await page.keyboard.press('Escape');
  await shot(page, 'release-dialog');
  await page.getByTestId('release-ok').click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('visualdev-state')).toHaveText('已发布');
});

/** A design with a widget of each group, a row with a field and a sub-table with two columns. */
const SAMPLE = {
  idGlobal: 100,
  fields: [] as unknown[],
};

test('the designer reads well in three languages, on a desktop and on a phone', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'admin');
  const code = `e2e_shots_${Date.now().toString(36)}`;
  const { id } = await api<{ id: string }>(request, token, 'POST', '/api/visualdev/Base', {
    fullName: '截图示例',
    enCode: code,
    webType: 2,
    formData: JSON.stringify(SAMPLE),
  });
  // fill the design through the palette once, in Chinese, then look at it in each language
  await signIn(page, 'admin');
  await page.goto('/onlineDev/webDesign');
  await page.getByTestId(`visualdev-design-${code}`).click();
  for (const key of ['input', 'select', 'datePicker', 'userSelect', 'createTime', 'row', 'table']) {
    await page.getByTestId('vd-canvas').click({ position: { x: 5, y: 5 } });
    await page.getByTestId(`palette-${key}`).click();
  }
  await page.getByTestId('palette-numInput').click(); // into the selected sub-table
  await page.getByTestId('palette-input').click();
  await page.locator('.vd-item[data-key="row"]').click({ position: { x: 40, y: 10 } });
  await page.getByTestId('palette-textarea').click();
  await saveDesign(page);
  expect(id).toBeTruthy();

  for (const language of ['zh', 'en', 'zhtw'] as const) {
    await api(request, token, 'PUT', '/api/permission/Users/Current/SystemLanguage', { language });
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await submitLogin(page, 'admin');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/onlineDev/webDesign');
    await page.getByTestId(`visualdev-design-${code}`).click();
    await page.locator('.vd-item[data-key="select"]').click({ position: { x: 60, y: 10 } });
    await expect(page.getByTestId('vd-widget-props')).toBeVisible();
    await shot(page, `designer-${language}-1440`);
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, `designer-${language}-375`, true);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('vd-close').click();
    await shot(page, `list-${language}-1440`);
  }
  await resetLanguage(request, 'admin');
});
