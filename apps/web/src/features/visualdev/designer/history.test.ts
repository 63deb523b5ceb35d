import { describe, expect, it } from 'vitest';
import { record, redo, startHistory, undo } from './history';

describe('history', () => {
  it('undoes and redoes in order, and a new change drops the redo steps', () => {
    let h = record(record(startHistory(1), 2), 3);
    h = undo(h);
    expect(h.present).toBe(2);
    h = undo(h);
    expect(h.present).toBe(1);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe(2);
    h = record(h, 9);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });

  it('folds a run of changes with one tag into one step', () => {
    let h = startHistory('');
    for (const text of ['a', 'ab', 'abc']) h = record(h, text, 'label:1');
    h = record(h, 'abc!', 'label:2');
    expect(undo(h).present).toBe('abc');
    expect(undo(undo(h)).present).toBe('');
  });

  it('keeps at most the limit of steps', () => {
    let h = startHistory(0);
    for (let i = 1; i <= 10; i += 1) h = record(h, i, undefined, 3);
    expect(h.past).toEqual([7, 8, 9]);
  });
});
