import { describe, expect, it } from 'vitest';
import { toReadAllBody } from './messages-api';

describe('toReadAllBody', () => {
  it('leaves out empty filters', () => {
    expect(toReadAllBody({ keyword: '  ', type: '', isRead: '' })).toEqual({});
  });

  it('sends the current keyword, type and read state', () => {
    expect(toReadAllBody({ keyword: ' 周报 ', type: 2, isRead: '0' })).toEqual({
      keyword: '周报',
      type: 2,
      isRead: '0',
    });
  });
});
