// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return (await import('./settings-store')).useSettingsStore;
}

describe('settings store', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the spec defaults', async () => {
    const store = await freshStore();
    expect(store.getState()).toMatchObject({
      layoutType: 'classic',
      themeClass: 'blue',
      slideClass: 'dark',
      tagsView: true,
      fixedHeader: false,
    });
  });

  it('persists a change under the product prefix and reads it back', async () => {
    (await freshStore()).getState().update({ themeClass: 'green', fixedHeader: true });
    expect(JSON.parse(localStorage.getItem('tessera.settings') ?? '{}')).toMatchObject({
      themeClass: 'green',
      fixedHeader: true,
    });
    expect((await freshStore()).getState()).toMatchObject({ themeClass: 'green', fixedHeader: true });
  });

  it('ignores stored values of the wrong kind', async () => {
    localStorage.setItem(
      'tessera.settings',
      JSON.stringify({ themeClass: 'pink', tagsView: 'no', slideClass: 'lightWhite' }),
    );
    expect((await freshStore()).getState()).toMatchObject({
      themeClass: 'blue',
      tagsView: true,
      slideClass: 'lightWhite',
    });
  });

  it('resets every setting to its default', async () => {
    const store = await freshStore();
    store
      .getState()
      .update({ themeClass: 'red', slideClass: 'lightWhite', layoutType: 'blend', tagsIcon: false });
    store.getState().reset();
    expect(store.getState()).toMatchObject({
      themeClass: 'blue',
      slideClass: 'dark',
      layoutType: 'classic',
      tagsIcon: true,
    });
  });
});
