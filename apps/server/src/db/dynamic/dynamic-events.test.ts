import type { DynamicTable } from '@tessera/shared';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/databases';
import { DomainEvents, type RecordEvent } from '../../platform/events';
import { DynamicRepository, type DynamicAccess } from './dynamic-repository';
import { applySchema } from './schema-apply';

const NOTE: DynamicTable = {
  name: 'dyn_event_note',
  fields: [{ name: 'title', kind: 'string', length: 50, required: true }],
};

describeEachDatabase('runtime table repository events', (ctx) => {
  const alice: DynamicAccess = { userId: 'alice', organizeId: 'org1', scope: undefined };
  const seen: [string, RecordEvent][] = [];
  const errors: unknown[] = [];
  let notes: DynamicRepository;

  beforeAll(async () => {
    const db = ctx.database.db as unknown as Kysely<unknown>;
    await applySchema(db, ctx.dialect, NOTE);
    const events = new DomainEvents({ error: (obj) => void errors.push(obj) });
    events.on('record.created', () => {
      throw new Error('a broken subscriber');
    });
    events.on('record.created', (e) => void seen.push(['created', e]));
    events.on('record.updated', (e) => void seen.push(['updated', e]));
    events.on('record.deleted', (e) => void seen.push(['deleted', e]));
    notes = new DynamicRepository(db, ctx.dialect, NOTE, events);
  });

  it('emits created, updated and deleted with resource, id and user; a failing handler breaks nothing', async () => {
    const row = await notes.insert({ title: 'one' }, alice);
    const id = String(row.id);
    await notes.update(id, 0, { title: 'two' }, alice);
    await notes.remove([id], alice);
    expect(seen.map(([name, e]) => [name, e.resource, e.id, e.userId])).toEqual([
      ['created', 'dyn_event_note', id, 'alice'],
      ['updated', 'dyn_event_note', id, 'alice'],
      ['deleted', 'dyn_event_note', id, 'alice'],
    ]);
    expect(errors).toHaveLength(1);
  });

  it('emits nothing when the write is refused', async () => {
    const before = seen.length;
    await expect(notes.update('404', 0, { title: 'x' }, alice)).rejects.toThrow();
    await expect(notes.remove(['404'], alice)).rejects.toThrow();
    expect(seen).toHaveLength(before);
  });
});
