// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedbackApi, type FeedbackApi } from '@/lib/feedback';
import { changeLanguage } from '@/lib/i18n';
import { ExternalLinkPage } from './layout-pages';
import { RouteError } from './static-pages';

const toast = vi.fn();

beforeEach(() => {
  changeLanguage('en');
  toast.mockReset();
  // the error route logs what failed
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setFeedbackApi({ message: { error: toast } as unknown as FeedbackApi['message'] });
});
afterEach(cleanup);

function renderAt(path: string, loader?: () => never) {
  const router = createMemoryRouter(
    [
      { path: '/externalLink', Component: ExternalLinkPage },
      { path: '/broken', loader, Component: () => null, errorElement: <RouteError /> },
      { path: '/404', Component: () => <p>not found page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ExternalLinkPage', () => {
  it('frames an http(s) address', async () => {
    renderAt(`/externalLink?href=${encodeURIComponent('https://example.com/a?b=%20')}`);
    expect(await screen.findByTestId('external-frame')).toHaveProperty('src', 'https://example.com/a?b=%20');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>'])(
    'refuses %s with a clear message',
    async (href) => {
      renderAt(`/externalLink?href=${encodeURIComponent(href)}`);
      const refused = await screen.findByTestId('external-link-refused');
      expect(refused.textContent).toContain('This address cannot be opened');
      expect(refused.textContent).toContain(href.trim());
      expect(screen.queryByTestId('external-frame')).toBeNull();
    },
  );
});

describe('RouteError', () => {
  it('offers a reload, in the user’s language, when a chunk of an older build fails to load', async () => {
    changeLanguage('zhtw');
    const router = renderAt('/broken', () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://x/assets/page-abc123.js');
    });
    expect((await screen.findByTestId('new-version')).textContent).toContain('系統已更新');
    expect(screen.getByTestId('new-version-reload').textContent).toContain('重新整理頁面');
    expect(router.state.location.pathname).toBe('/broken');
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows a thrown text and goes to /404', async () => {
    const router = renderAt('/broken', () => {
      throw 'loader said no';
    });
    expect(await screen.findByText('not found page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: 'loader said no' }));
  });

  it("says 'Has Error' when the failure is not a text", async () => {
    renderAt('/broken', () => {
      throw new Error('x');
    });
    await screen.findByText('not found page');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: 'Has Error' }));
  });
});
