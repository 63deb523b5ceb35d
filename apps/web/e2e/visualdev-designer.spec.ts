import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot, signIn } from './support';

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

  await page.getByTestId('vd-save').click();
  await expect(page.locator('.ant-message')).toContainText(/成功/);
  await page.getByTestId('vd-close').click();
  await expect(designer).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByTestId('visualdev-state')).toHaveText('未发布');
  await page.getByTestId(`visualdev-design-${code}`).click();
  await expect(page.locator('.vd-item[data-vmodel="title"]')).toBeVisible();
  await expect(page.locator('.vd-item[data-key="table"] .vd-column')).toHaveCount(1);
  await shot(page, 'designer-reopened');
});
