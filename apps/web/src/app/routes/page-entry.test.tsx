// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePage } from './page-entry';
import { buildMenuRoutes } from './menu-routes';
import { PAGE_REGISTRY } from './page-registry';
import { usePagePrefetch } from './use-page-prefetch';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Page = () => <p>the page</p>;

/** Shows what a child threw. */
class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('definePage', () => {
  it('renders a preloaded page in the same commit, without showing the fallback', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const entry = definePage(load);
    await entry.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <entry.Component />
      </Suspense>,
    );
    // no await: a page whose code is there is on screen at once (React.lazy would suspend here)
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends once for a page not yet loaded, and loads its code once', async () => {
    let resolve!: (m: { default: typeof Page }) => void;
    const load = vi.fn(() => new Promise<{ default: typeof Page }>((r) => (resolve = r)));
    const entry = definePage(load);
    // a suspending render must run in an awaited act() to be retried
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <entry.Component />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    resolve({ default: Page });
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the code again after a failed load (offline, a new release)', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Page });
    const entry = definePage(load);
    await expect(entry.preload()).rejects.toThrow('chunk failed');
    await expect(entry.preload()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('definePage, when the code cannot load', () => {
  it('shows the failure to the error boundary instead of waiting for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('chunk gone')));
    const entry = definePage(load);
    await expect(entry.preload()).rejects.toThrow('chunk gone');
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>waiting</p>}>
            <entry.Component />
          </Suspense>
        </Boundary>,
      );
    });
    expect(await screen.findByText('failed: chunk gone')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1); // the render did not start another load
  });
});

describe('usePagePrefetch', () => {
  it('loads the pages of the menu while idle, and none that is not in it', async () => {
    const user = PAGE_REGISTRY['/permission/user']!;
    const role = PAGE_REGISTRY['/permission/role']!;
    const userLoad = vi.spyOn(user, 'preload').mockResolvedValue(Page);
    const roleLoad = vi.spyOn(role, 'preload').mockResolvedValue(Page);
    const table = buildMenuRoutes(
      [
        {
          id: '1',
          parentId: '-1',
          type: 2,
          enCode: 'permission.user',
          fullName: 'Users',
          icon: '',
          urlAddress: 'permission/user',
          linkTarget: '',
          propertyJson: '{}',
          sortCode: 1,
          hasChildren: false,
          children: [],
        },
      ] as never,
      { token: 't', dataVUrl: '/DataV/' },
    );
    const { unmount } = renderHook(() => usePagePrefetch(table));
    await vi.waitFor(() => expect(userLoad).toHaveBeenCalled());
    expect(roleLoad).not.toHaveBeenCalled();
    unmount();
  });
});
