import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callEnvelope } from '@/lib/call';
import { onlineDevApi } from './online-dev-api';
import { onlineListApi, registerListSource, type OnlineListSource } from './online-list-api';

vi.mock('@/lib/call', () => ({
  call: vi.fn(() => Promise.resolve({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } })),
  callEnvelope: vi.fn(() => Promise.resolve({ code: 200, msg: '', data: null })),
}));

const ok = { code: 200, msg: '', data: null };
const memory = (): OnlineListSource => ({
  key: 'test',
  list: vi.fn(() => Promise.resolve({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } })),
  info: vi.fn(() => Promise.resolve({ id: 'r', data: '{}' })),
  detail: vi.fn(() => Promise.resolve({ id: 'r', data: '{}' })),
  create: vi.fn(() => Promise.resolve({ code: 200, msg: '', data: { id: 'r' } })),
  update: vi.fn(() => Promise.resolve(ok)),
  remove: vi.fn(() => Promise.resolve(ok)),
  batchRemove: vi.fn(() => Promise.resolve(ok)),
});

describe('the records seam', () => {
  beforeEach(() => vi.mocked(callEnvelope).mockClear());

  it('sends the calls of a registered model id to its source, never to the server', async () => {
    const source = memory();
    const unregister = registerListSource('preview-1', source);
    await onlineListApi.update('preview-1', 'r', { data: '{}' });
    await onlineListApi.remove('preview-1', 'r');
    await onlineListApi.batchRemove('preview-1', ['r']);
    await onlineDevApi.save('preview-1', { data: '{}' });
    expect(source.update).toHaveBeenCalledWith('preview-1', 'r', { data: '{}' });
    expect(source.remove).toHaveBeenCalledWith('preview-1', 'r');
    expect(source.batchRemove).toHaveBeenCalledWith('preview-1', ['r']);
    expect(source.create).toHaveBeenCalledWith('preview-1', { data: '{}' });
    expect(callEnvelope).not.toHaveBeenCalled();
    unregister();
    await onlineListApi.remove('preview-1', 'r');
    expect(callEnvelope).toHaveBeenCalledTimes(1);
  });

  it('keeps other model ids on the server', async () => {
    const unregister = registerListSource('preview-2', memory());
    await onlineListApi.remove('m1', 'r');
    await onlineDevApi.save('m1', { data: '{}' });
    expect(callEnvelope).toHaveBeenCalledTimes(2);
    expect(vi.mocked(callEnvelope).mock.calls[0]![0].path).toBe('/api/visualdev/OnlineDev/:modelId/:id');
    unregister();
  });
});
