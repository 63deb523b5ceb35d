import { expect, test } from '@playwright/test';
import type { SysConfigSettings } from '@tessera/shared';
import { api, shot, signIn, tokenOf } from './support';

test('the administrator saves the system name and the sign-in page shows it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const token = await tokenOf(page);
  const before = await api<SysConfigSettings>(request, token, 'GET', '/api/system/SysConfig');

  await page.goto('/system/sysConfig');
  const form = page.getByTestId('sys-config-page');
  await expect(form.getByTestId('cfg-sysName')).toHaveValue('Tessera');
  await shot(page, 'sys-config-basic-zh-1440', true);
  await form.getByTestId('cfg-sysName').fill('星河协同平台');
  await form.getByTestId('cfg-copyright').fill('© 星河示例');

  // the security tab: a bad default password is refused on the field
  await form.getByRole('tab', { name: '安全设置' }).click();
  await expect(form.getByTestId('cfg-tokenTimeout')).toHaveValue('1440');
  await form.getByTestId('cfg-newUserDefaultPassword').fill('abcdefgh');
  await form.getByTestId('cfg-save').click();
  await expect(form.getByText('6-16位字符的密码（数字和字母组成）')).toBeVisible();
  await form.getByTestId('cfg-newUserDefaultPassword').fill('Spring2026');
  await form.getByTestId('cfg-passwordErrorsNumber').fill('3');
  await shot(page, 'sys-config-security-zh-1440', true);
  await form.getByTestId('cfg-save').click();
  await expect(page.getByText('保存成功，下次登录或请求时生效')).toBeVisible();

  const saved = await api<SysConfigSettings>(request, token, 'GET', '/api/system/SysConfig');
  expect(saved).toMatchObject({
    sysName: '星河协同平台',
    copyright: '© 星河示例',
    passwordErrorsNumber: 3,
    newUserDefaultPasswordSet: true,
  });
  expect(saved).not.toHaveProperty('newUserDefaultPassword');

  // a visitor's sign-in page shows the new name
  const visitor = await browser.newContext();
  const login = await visitor.newPage();
  await login.goto('/login');
  await expect(login.getByText('星河协同平台').first()).toBeVisible();
  await shot(login, 'login-after-save');
  await visitor.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'sys-config-security-zh-390', true);
  await page.evaluate(() => localStorage.setItem('tessera.language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'System settings' })).toBeVisible();
  await expect(page.getByTestId('cfg-sysName')).toBeVisible();
  await shot(page, 'sys-config-basic-en-390', true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('tab', { name: 'Security' }).click();
  await shot(page, 'sys-config-security-en-1440', true);
  await page.evaluate(() => localStorage.setItem('tessera.language', 'zh'));

  const { sysVersion: _v, newUserDefaultPasswordSet: _p, ...restore } = before;
  await api(request, token, 'PUT', '/api/system/SysConfig', { ...restore, newUserDefaultPassword: 'abc123' });
});

test('with the verification code turned on, the sign-in form asks for the picture code', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const token = await tokenOf(page);
  const before = await api<SysConfigSettings>(request, token, 'GET', '/api/system/SysConfig');
  const { sysVersion: _v, newUserDefaultPasswordSet: _p, ...settings } = before;
  await api(request, token, 'PUT', '/api/system/SysConfig', {
    ...settings,
    enableVerificationCode: 1,
    verificationCodeNumber: 4,
  });
  try {
    const visitor = await browser.newContext();
    const login = await visitor.newPage();
    await login.goto('/login');
    const image = login.getByTestId('login-code-image');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await login.locator('#login-account').fill('admin');
    await login.locator('#login-password').fill('123456');
    await login.getByTestId('login-submit').click();
    await expect(login.getByText('请输入验证码').last()).toBeVisible(); // required before any call
    const first = await image.getAttribute('src');
    await login.locator('#login-code').fill('0000');
    await login.getByTestId('login-submit').click();
    await expect(login.getByTestId('login-error')).toContainText('验证码');
    // the code was spent: a new picture and an empty field
    await expect(image).not.toHaveAttribute('src', first ?? '');
    await expect(login.locator('#login-code')).toHaveValue('');
    await expect(login).toHaveURL(/\/login/);
    await shot(login, 'login-code');
    await visitor.close();
  } finally {
    await api(request, token, 'PUT', '/api/system/SysConfig', { ...settings, enableVerificationCode: 0 });
  }
});
