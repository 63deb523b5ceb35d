import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the sign-in page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home has no serious or critical accessibility violations', async ({ page }) => {
  await signIn(page, 'admin');
  await page.waitForTimeout(2500); // let the last-login notice close
  expect(await seriousViolations(page)).toEqual([]);
});
