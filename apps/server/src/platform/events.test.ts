import { describe, expect, it } from 'vitest';
import { DomainEvents, type RecordEvent } from './events';

const event: RecordEvent = { resource: 'trip', id: '1', userId: 'u', at: 1 };

describe('domain events', () => {
  it('delivers an event to every subscriber of its name only', async () => {
    const bus = new DomainEvents();
    const created: string[] = [];
    const deleted: string[] = [];
    bus.on('record.created', (e) => void created.push(`a:${e.id}`));
    bus.on('record.created', (e) => void created.push(`b:${e.id}`));
    bus.on('record.deleted', (e) => void deleted.push(e.id));
    await bus.emit('record.created', event);
    expect(created).toEqual(['a:1', 'b:1']);
    expect(deleted).toEqual([]);
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = new DomainEvents();
    const seen: string[] = [];
    const off = bus.on('record.updated', (e) => void seen.push(e.id));
    await bus.emit('record.updated', event);
    off();
    await bus.emit('record.updated', { ...event, id: '2' });
    expect(seen).toEqual(['1']);
  });

  it('logs a throwing or rejecting handler and still runs the others', async () => {
    const errors: unknown[] = [];
    const bus = new DomainEvents({ error: (obj) => void errors.push(obj) });
    const seen: string[] = [];
    bus.on('record.created', () => {
      throw new Error('sync boom');
    });
    bus.on('record.created', async () => {
      throw new Error('async boom');
    });
    bus.on('record.created', (e) => void seen.push(e.id));
    await expect(bus.emit('record.created', event)).resolves.toBeUndefined();
    expect(seen).toEqual(['1']);
    expect(errors).toHaveLength(2);
  });

  it('survives a logger that throws', async () => {
    const bus = new DomainEvents({
      error: () => {
        throw new Error('logger down');
      },
    });
    bus.on('record.deleted', () => {
      throw new Error('boom');
    });
    await expect(bus.emit('record.deleted', event)).resolves.toBeUndefined();
  });
});
