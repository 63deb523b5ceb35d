import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signIn, submitLogin } from './support';

/** A small valid PNG (solid colour), made here so no binary fixture is checked in. */
function pngFixture(size = 16): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (table[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x40)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByTestId('profile-page')).toBeVisible();
  // the page's own data calls settle before dialogs and popups are used
  await page.waitForLoadState('networkidle');
}

test('editing the real name on /profile shows the new name in the top bar', async ({ page }) => {
  await signIn(page, 'sunqi');
  await openProfile(page);
  const name = page.locator('#baseInfo_realName');
  await expect(name).toHaveValue('孙七');
  await name.fill('孙七七');
  await page.locator('#baseInfo_mobilePhone').fill('12345');
  await page.getByTestId('profile-base-save').click();
  await expect(page.getByText('请正确输入您的手机号')).toBeVisible();
  await page.locator('#baseInfo_mobilePhone').fill('13900001111');
  await page.getByTestId('profile-base-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('孙七七');
  await page.reload();
  await expect(page.locator('#baseInfo_realName')).toHaveValue('孙七七');
});

test('uploading an avatar shows it at once and after a reload', async ({ page }) => {
  await signIn(page, 'zhouba');
  await openProfile(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('profile-avatar-upload-button').click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngFixture() });
  await expect(page.getByText('头像已更新')).toBeVisible();
  const img = page.getByTestId('profile-avatar').locator('img');
  await expect(img).toHaveAttribute('src', /^\/api\/file\/Image\/userAvatar\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(16);
  await page.reload();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /userAvatar\//);
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /userAvatar\//);
});

test('drawing a signature adds it, it can be made default and deleted after confirming', async ({ page }) => {
  await signIn(page, 'zhengshi');
  await openProfile(page);
  await page.getByRole('tab', { name: '个性签名' }).click();
  // saving an empty pad says what is missing instead of doing nothing
  await page.getByRole('button', { name: '手写签名' }).click();
  await page.getByRole('button', { name: '保存签名' }).click();
  await expect(page.getByText('请先在画板上写下签名')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /关\s*闭|Close/ })
    .click();
  await expect(page.getByTestId('profile-sign-pad')).toHaveCount(0);
  const add = async () => {
    await page.getByRole('button', { name: '手写签名' }).click();
    const pad = page.getByTestId('profile-sign-pad');
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 120, { steps: 8 });
    await page.mouse.move(box.x + 220, box.y + 60, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('button', { name: '保存签名' }).click();
    await expect(page.getByText('签名已添加').last()).toBeVisible();
    // the pad's dialog must be gone before the next one opens (its closing copy is still clickable)
    await expect(page.getByTestId('profile-sign-pad')).toHaveCount(0);
  };
  await add();
  await add();
  const items = page.locator('.profile-sign-item');
  await expect(items).toHaveCount(2);
  await expect(items.locator('.ant-tag')).toHaveCount(1);
  await expect(items.first().locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  // the newest is listed after the default; make it the default
  // wait for the list read after the change: the stale list looks the same (default first)
  const reread = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname.endsWith('/SignImg'),
  );
  await items.nth(1).getByRole('button', { name: '设为默认' }).click();
  await reread;
  await expect(items.nth(0).getByRole('button', { name: '设为默认' })).toBeDisabled();
  await expect(items.nth(1).getByRole('button', { name: '设为默认' })).toBeEnabled();
  await items.nth(1).getByRole('button', { name: '删除' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(items).toHaveCount(1);
  await expect(items.locator('.ant-tag')).toHaveCount(1);
});

test('the other profile tabs load: organisations, reports, permissions, log', async ({ page }) => {
  await signIn(page, 'admin');
  await openProfile(page);
  for (const [tab, text] of [
    ['我的组织', '当前主要'],
    ['我的下属', '暂无下属'],
    ['我的权限', '系统管理'],
    ['系统日志', '登录成功'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab }).getByText(text).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`profile-tab-${tab}.png`) });
  }
});

test('changing the password signs in with the new one and not the old', async ({ page }) => {
  await signIn(page, 'wangwu');
  await openProfile(page);
  await page.getByRole('tab', { name: '修改密码' }).click();
  await page.locator('#modifyPassword_oldPassword').fill(PASSWORD);
  await page.locator('#modifyPassword_password').fill('abcdef');
  await page.locator('#modifyPassword_confirm').fill('abcdef');
  await page.getByTestId('profile-password-save').click();
  await expect(page.getByText('6-16位字符的密码（数字和字母组成）')).toBeVisible();
  await page.locator('#modifyPassword_password').fill('newpass88');
  await page.locator('#modifyPassword_confirm').fill('newpass88');
  await page.getByTestId('profile-password-save').click();
  await expect(page.getByText('密码修改成功，其他设备已退出登录').first()).toBeVisible();
  // this session stays signed in
  await page.reload();
  await expect(page.getByTestId('profile-page')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await submitLogin(page, 'wangwu', PASSWORD);
  await expect(page).toHaveURL(/\/login/);
  await submitLogin(page, 'wangwu', 'newpass88');
  await expect(page).toHaveURL(/\/home$/);
});

test('/profile has no serious or critical accessibility violations', async ({ page }) => {
  await signIn(page, 'huangli');
  await openProfile(page);
  await expect(page.locator('#baseInfo_realName')).toBeVisible();
  await page.waitForTimeout(2500); // let the sign-in toasts close
  for (const tab of ['基本信息', '修改密码', '界面与语言', '系统日志']) {
    await page.getByRole('tab', { name: tab }).click();
    const results = await new AxeBuilder({ page }).include('[data-testid=profile-page]').analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${tab} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  }
});

for (const lang of ['zh', 'zhtw', 'en'] as const) {
  for (const width of [1440, 375]) {
    test(`profile screenshot ${lang} ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
      await signIn(page, 'wujiu');
      await page.evaluate((l) => localStorage.setItem('tessera.language', l), lang);
      await openProfile(page);
      await expect(page.locator('#baseInfo_realName')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`profile-${lang}-${width}.png`), fullPage: true });
    });
  }
}
