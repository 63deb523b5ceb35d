import { answer, defineRoutes, menuAuth } from '@tessera/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { crudCalls } from './crud-calls';
import { request } from './http';

vi.mock('./http', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
afterEach(() => requestMock.mockReset());

const idParams = z.object({ id: z.string() });
const body = z.object({ fullName: z.string() });
const routes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/x/Thing',
    auth: menuAuth('thing'),
    query: z.object({ currentPage: z.number(), pageSize: z.number(), keyword: z.string().optional() }),
    answer: answer<{ list: string[] }>(),
  },
  info: {
    method: 'GET',
    path: '/api/x/Thing/:id/Info',
    auth: 'user',
    params: idParams,
    answer: answer<{ id: string }>(),
  },
  create: { method: 'POST', path: '/api/x/Thing', auth: 'user', body },
  update: { method: 'PUT', path: '/api/x/Thing/:id', auth: 'user', params: idParams, body },
  remove: { method: 'DELETE', path: '/api/x/Thing/:id', auth: 'user', params: idParams },
  toggleState: { method: 'PUT', path: '/api/x/Thing/:id/Actions/State', auth: 'user', params: idParams },
  other: { method: 'POST', path: '/api/x/Thing/Other', auth: 'user' },
});

const envelope = (data: unknown, msg = 'done') => Promise.resolve({ code: 200, msg, data });

describe('crudCalls', () => {
  it('lists with the query and answers the data', async () => {
    requestMock.mockReturnValueOnce(envelope({ list: ['a'] }));
    const page = await crudCalls(routes).list({ currentPage: 2, pageSize: 20, keyword: 'k' });
    expect(page).toEqual({ list: ['a'] });
    expect(requestMock).toHaveBeenCalledWith('/api/x/Thing', {
      method: 'GET',
      data: { currentPage: 2, pageSize: 20, keyword: 'k' },
    });
  });

  it('reads one record at its declared path, the id encoded', async () => {
    requestMock.mockReturnValueOnce(envelope({ id: 'a/b' }));
    expect(await crudCalls(routes).info('a/b')).toEqual({ id: 'a/b' });
    expect(requestMock.mock.calls[0]?.[0]).toBe('/api/x/Thing/a%2Fb/Info');
  });

  it('writes with the declared methods and answers the message', async () => {
    const calls = crudCalls(routes);
    requestMock.mockReturnValue(envelope(null, 'saved'));
    expect(await calls.create({ fullName: 'n' })).toBe('saved');
    expect(await calls.update('7', { fullName: 'm' })).toBe('saved');
    expect(await calls.remove('7')).toBe('saved');
    expect(await calls.toggleState('7')).toBe('saved');
    expect(requestMock.mock.calls).toEqual([
      ['/api/x/Thing', { method: 'POST', data: { fullName: 'n' }, params: undefined }],
      ['/api/x/Thing/7', { method: 'PUT', data: { fullName: 'm' }, params: undefined }],
      ['/api/x/Thing/7', { method: 'DELETE', data: undefined, params: undefined }],
      ['/api/x/Thing/7/Actions/State', { method: 'PUT', data: undefined, params: undefined }],
    ]);
  });

  it('builds only the standard routes a resource declares', () => {
    const { list: _list, info: _info, ...writesOnly } = routes;
    const calls = crudCalls(writesOnly);
    expect(Object.keys(calls).sort()).toEqual(['create', 'remove', 'toggleState', 'update']);
    expect('other' in calls).toBe(false);
  });

  it('types each call from its route (checked by tsc)', () => {
    const calls = crudCalls(routes);
    const misuse = () => {
      // @ts-expect-error the body must fit the route's body schema
      void calls.update('1', { nope: 1 });
      // @ts-expect-error a list query must fit the route's query schema
      void calls.list({ currentPage: 'one', pageSize: 1 });
    };
    expect(misuse).toBeTypeOf('function');
    // @ts-expect-error a route the resource does not declare has no call
    expect(crudCalls({ create: routes.create }).remove).toBeUndefined();
  });
});
