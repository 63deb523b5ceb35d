import type { MenuItem, PermissionEntry } from '@tessera/shared';
import { fireEvent } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { useUserStore } from '@/stores/user-store';
import type { UploadTransport, UploadedFile as MergeAnswer } from './upload-types';

/** Only for tests: the route the widgets are rendered at, and its menu. */
export const DEMO_ROUTE = '/extend/formDemo';

/** Only for tests: grants the file codes on the demo route's menu. */
export function grantFileCodes(codes: readonly string[]): void {
  const menu: MenuItem = {
    id: 'm-demo',
    parentId: '-1',
    type: 2,
    enCode: 'extend.formDemo',
    fullName: 'demo',
    icon: '',
    urlAddress: DEMO_ROUTE,
    linkTarget: '',
    propertyJson: '',
    sortCode: 0,
    hasChildren: false,
    children: [],
  };
  const entry: PermissionEntry = {
    modelId: 'm-demo',
    moduleName: 'demo',
    button: codes.map((enCode) => ({ id: enCode, fullName: enCode, enCode })),
    column: [],
    form: [],
    resource: [],
  };
  useUserStore.setState({ menuList: [menu], permissionList: [entry] });
}

/** Only for tests: renders under a router at the demo route. */
export const atDemoRoute = (node: ReactNode) => (
  <MemoryRouter initialEntries={[DEMO_ROUTE]}>{node}</MemoryRouter>
);

/** Only for tests: what the fake server answers to a merge of `name`. */
export const mergeAnswer = (name: string, id = `v-${name}`): MergeAnswer => ({
  name,
  fileSize: 3,
  fileExtension: name.split('.').pop() ?? '',
  fileVersionId: id,
  url: `/files/${id}`,
});

/** Only for tests: a fake server whose merges can be held back until released. */
export function fakeTransport() {
  let isHolding = false;
  const held: Array<() => void> = [];
  const transport = {
    check: vi.fn<UploadTransport['check']>(() =>
      Promise.resolve({ uploaded: false, merge: false, chunkNumbers: [] }),
    ),
    sendChunk: vi.fn<UploadTransport['sendChunk']>(() => Promise.resolve()),
    merge: vi.fn<UploadTransport['merge']>(
      (form) =>
        new Promise((resolve) => {
          const answer = () => resolve(mergeAnswer(form.fileName));
          if (isHolding) held.push(answer);
          else answer();
        }),
    ),
  };
  return {
    transport,
    holdMerges: () => void (isHolding = true),
    releaseMerges: () => {
      isHolding = false;
      held.splice(0).forEach((answer) => answer());
    },
    reset: () => {
      isHolding = false;
      held.length = 0;
      transport.check.mockClear();
      transport.sendChunk.mockClear();
      transport.merge.mockClear();
    },
  };
}

/** Only for tests: picks files in a widget's hidden input. */
export function pick(input: HTMLElement, files: File[]): void {
  fireEvent.change(input, { target: { files } });
}

/** Only for tests: a file of `size` bytes. */
export const fileOf = (name: string, size = 3, type = '') => new File([new Uint8Array(size)], name, { type });

/** Only for tests: the one fake server the mocked `fetchTransport` forwards to. */
export const server = fakeTransport();
