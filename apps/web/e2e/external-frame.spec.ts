import { expect, test } from '@playwright/test';
import { sidebar, signIn } from './support';

test('an external _self menu shows its address in a frame', async ({ page }) => {
  // keep the test offline: the framed site is answered locally
  await page.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>docs</h1>' }),
  );
  await signIn(page, 'admin');
  await sidebar(page).getByText('示例', { exact: true }).click();
  await sidebar(page).getByText('内嵌文档', { exact: true }).click();
  await expect(page).toHaveURL(/\/extend\.docs$/);
  const frame = page.getByTestId('external-frame');
  await expect(frame).toHaveAttribute('src', 'https://example.com/docs');
  await expect(
    page.frameLocator('[data-testid=external-frame]').getByRole('heading', { name: 'docs' }),
  ).toBeVisible();
});

test('/externalLink shows the decoded href in a frame', async ({ page }) => {
  await page.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: 'ok' }),
  );
  await signIn(page, 'admin');
  await page.goto(`/externalLink?href=${encodeURIComponent('https://example.com/a?b=1')}`);
  await expect(page.getByTestId('external-frame')).toHaveAttribute('src', 'https://example.com/a?b=1');
});
