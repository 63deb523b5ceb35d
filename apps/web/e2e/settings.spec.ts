import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sidebar, signIn, submitLogin } from './support';

/** Opens the settings drawer with the top bar's settings button and returns it. */
async function openSettings(page: Page) {
  await page
    .getByRole('button', { name: /settings|设置|設置/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: '布局设置' });
  await expect(drawer).toBeVisible();
  return drawer;
}

const PURPLE = 'rgb(114, 46, 209)';

test('a theme colour recolours the interface live and is kept after a reload', async ({ page }) => {
  await signIn(page, 'admin');
  const drawer = await openSettings(page);
  const tagsView = drawer.getByRole('switch', { name: '显示标签栏' });
  await expect(tagsView).toBeChecked();
  await expect(tagsView).not.toHaveCSS('background-color', PURPLE);

  await drawer.getByRole('radio', { name: '酱紫' }).check();
  await expect(tagsView).toHaveCSS('background-color', PURPLE);
  // the confirmation of signing out carries a primary button in the new colour, without a reload
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: /确\s*定/ })).toHaveCSS('background-color', PURPLE);
  await page.getByRole('button', { name: /取\s*消/ }).click();

  await page.reload();
  const again = await openSettings(page);
  await expect(again.getByRole('radio', { name: '酱紫' })).toBeChecked();
  await expect(again.getByRole('switch', { name: '显示标签栏' })).toHaveCSS('background-color', PURPLE);
  await again.getByTestId('settings-reset').click();
  await expect(again.getByRole('radio', { name: '拂晓蓝' })).toBeChecked();
  await expect(again.getByRole('switch', { name: '显示标签栏' })).not.toHaveCSS('background-color', PURPLE);
});

test('switches and the light sidebar persist locally across a reload and reset restores the defaults', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const drawer = await openSettings(page);
  await expect(sidebar(page)).toHaveCSS('background-color', 'rgb(0, 21, 41)');
  await drawer.getByRole('radio', { name: '亮色侧边栏' }).check();
  await expect(sidebar(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await drawer.getByRole('switch', { name: '固定头部' }).click();
  await drawer.getByRole('switch', { name: '页面缓存' }).click();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tessera.settings') ?? '{}'));
  expect(stored).toMatchObject({ slideClass: 'lightWhite', fixedHeader: true, useCache: false });

  await page.reload();
  const again = await openSettings(page);
  await expect(again.getByRole('radio', { name: '亮色侧边栏' })).toBeChecked();
  await expect(again.getByRole('switch', { name: '固定头部' })).toBeChecked();
  await expect(again.getByRole('switch', { name: '页面缓存' })).not.toBeChecked();

  await again.getByTestId('settings-reset').click();
  await expect(again.getByRole('radio', { name: '暗色侧边栏' })).toBeChecked();
  await expect(again.getByRole('switch', { name: '固定头部' })).not.toBeChecked();
  await expect(again.getByRole('switch', { name: '页面缓存' })).toBeChecked();
});

test('a layout change is saved on the server and comes back at the next sign-in', async ({ page }) => {
  await signIn(page, 'lisi');
  let drawer = await openSettings(page);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/permission/Users/Current/SystemTheme'),
  );
  await drawer.getByRole('radio', { name: '混合' }).check();
  const response = await saved;
  expect(response.request().postDataJSON()).toEqual({ theme: 'blend' });
  expect(await response.json()).toMatchObject({ code: 200 });

  // a fresh browser profile: nothing local, the layout comes from the sign-in answer
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await submitLogin(page, 'lisi');
  await expect(page).toHaveURL(/\/home$/);
  drawer = await openSettings(page);
  await expect(drawer.getByRole('radio', { name: '混合' })).toBeChecked();
  const restored = page.waitForResponse((r) => r.url().includes('/SystemTheme'));
  await drawer.getByRole('radio', { name: '经典' }).check();
  await restored;
});

test('the settings drawer works by keyboard with visible focus', async ({ page }) => {
  await signIn(page, 'admin');
  const button = page.getByRole('button', { name: /settings|设置|設置/ }).first();
  await button.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: '布局设置' });
  await expect(drawer).toBeVisible();
  const classic = drawer.getByRole('radio', { name: '经典' });
  await classic.focus();
  await expect(drawer.getByTestId('settings-layout-classic').locator('.settings-preview')).toHaveCSS(
    'outline-style',
    'solid',
  );
  await page.keyboard.press('ArrowRight');
  await expect(drawer.getByRole('radio', { name: '功能' })).toBeChecked();
  await expect(drawer.getByRole('radio', { name: '功能' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(classic).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('the open settings drawer has no serious or critical accessibility violations', async ({ page }) => {
  await signIn(page, 'admin');
  await page.waitForTimeout(2500); // let the last-login notice close
  await openSettings(page);
  const results = await new AxeBuilder({ page }).include('.settings-drawer').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});
