import AxeBuilder from '@axe-core/playwright';
import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiToken } from './support';

/** The seeded admin's mobile (seed: 1380000 + index, admin first). */
const ADMIN_MOBILE = '13800000000';

/** The newest code the server wrote for a mobile (SMS_SENDER=file:…, see playwright.config.ts). */
function lastCode(mobile: string): string | undefined {
  const file = process.env.E2E_SMS_FILE;
  if (!file) throw new Error('E2E_SMS_FILE is not set');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const lines = text.trim().split('\n').filter(Boolean);
  const mine = lines
    .map((l) => JSON.parse(l) as { mobile: string; code: string })
    .filter((l) => l.mobile === mobile);
  return mine.at(-1)?.code;
}

async function openTab(page: Page, tab: 'account' | 'scan' | 'mobile') {
  await page.getByTestId(`login-tab-${tab}`).click();
  await expect(page.getByTestId(`login-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
}

test('signs in with a verification code sent to the mobile', async ({ page }) => {
  await page.goto('/login');
  await openTab(page, 'mobile');
  await page.getByLabel('手机号').fill('1380000');
  await page.getByTestId('sms-get-code').click();
  await expect(page.getByTestId('sms-error')).toHaveText('请正确输入您的手机号');
  const before = lastCode(ADMIN_MOBILE);
  await page.getByLabel('手机号').fill(ADMIN_MOBILE);
  await page.getByTestId('sms-get-code').click();
  await expect(page.getByTestId('sms-get-code')).toBeDisabled();
  await expect(page.getByTestId('sms-get-code')).toContainText(/\d+秒后重发/);
  await page.screenshot({ path: test.info().outputPath('sms-countdown-zh-1440.png') });
  await expect.poll(() => lastCode(ADMIN_MOBILE)).not.toBe(before);
  const code = lastCode(ADMIN_MOBILE)!;
  await page.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('sms-submit').click();
  await expect(page.getByTestId('sms-error')).toHaveText('验证码错误或已失效');
  await page.getByLabel('验证码').fill(code);
  await page.getByTestId('sms-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
});

test('signs in by scanning: the phone scans and confirms, the browser lands on home', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await openTab(page, 'scan');
  const panel = page.getByTestId('scan-login');
  await expect(panel).toHaveAttribute('data-state', 'waiting');
  await expect(panel.getByRole('img', { name: '登录二维码' })).toBeVisible();
  const ticket = (await panel.getAttribute('data-ticket'))!;
  expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const phone = { headers: { Authorization: await apiToken(request, 'admin') } };
  expect((await (await request.post(`/api/oauth/ScanCode/${ticket}/Scanned`, phone)).json()).code).toBe(200);
  await expect(page.getByTestId('scan-status')).toHaveText('已扫描，请在手机上确认登录');
  expect((await (await request.post(`/api/oauth/ScanCode/${ticket}/Confirm`, phone)).json()).code).toBe(200);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
});

test('a cancelled scan offers a fresh QR code', async ({ page, request }) => {
  await page.goto('/login');
  await openTab(page, 'scan');
  const panel = page.getByTestId('scan-login');
  await expect(panel).toHaveAttribute('data-state', 'waiting');
  const ticket = (await panel.getAttribute('data-ticket'))!;
  const phone = { headers: { Authorization: await apiToken(request, 'admin') } };
  await request.post(`/api/oauth/ScanCode/${ticket}/Cancel`, phone);
  await expect(page.getByTestId('scan-status')).toHaveText('已在手机上取消登录');
  await page.getByTestId('scan-refresh').click();
  await expect(panel).toHaveAttribute('data-state', 'waiting');
  expect(await panel.getAttribute('data-ticket')).not.toBe(ticket);
});

test('the login page shows the company and an About dialog with the product name', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-company')).toContainText('星河示例科技有限公司');
  await page.getByTestId('about-link').click();
  const about = page.getByTestId('about-dialog');
  await expect(about).toContainText('Tessera');
  await expect(about).toContainText('0.1.0');
  await expect(about).toContainText('星河示例科技有限公司');
  await page.screenshot({ path: test.info().outputPath('about-dialog-zh-1440.png') });
});

test('the mode tabs work with the keyboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-tab-account').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('login-tab-scan')).toBeFocused();
  await expect(page.getByTestId('scan-login')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('login-tab-mobile')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('手机号')).toBeVisible();
});

for (const language of ['zh', 'zhtw', 'en'] as const) {
  test(`screenshots of the three sign-in tabs (${language})`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('tessera.language', lang), language);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
      await page.goto('/login');
      for (const tab of ['account', 'scan', 'mobile'] as const) {
        await openTab(page, tab);
        if (tab === 'scan')
          await expect(page.getByTestId('scan-login')).toHaveAttribute('data-state', 'waiting');
        await page.screenshot({
          path: test.info().outputPath(`login-${tab}-${language}-${width}.png`),
          fullPage: true,
        });
      }
    }
  });
}

test('the scan and mobile tabs have no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login');
  for (const tab of ['scan', 'mobile'] as const) {
    await openTab(page, tab);
    if (tab === 'scan') await expect(page.getByTestId('scan-login')).toHaveAttribute('data-state', 'waiting');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
