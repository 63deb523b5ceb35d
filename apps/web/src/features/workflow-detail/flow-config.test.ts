import { describe, expect, it } from 'vitest';
import { decodeFlowConfig, encodeFlowConfig } from './flow-config';

const body = { type: 2, processId: 'p-1', flowId: 'f-1', taskNodeId: 'n-1', taskOperatorId: 'o-1' };

describe('decodeFlowConfig', () => {
  it('reads the base64 JSON of a message link and maps the type to the operation type', () => {
    expect(decodeFlowConfig(encodeFlowConfig(body))).toEqual({
      ok: true,
      config: { ...body, opType: 1 },
    });
    expect(decodeFlowConfig(encodeFlowConfig({ ...body, type: 1 }))).toMatchObject({ config: { opType: 0 } });
    expect(decodeFlowConfig(encodeFlowConfig({ ...body, type: '3' }))).toMatchObject({
      config: { type: 3, opType: 3 },
    });
  });

  it('accepts a value that is still URL-encoded, and non-ASCII text', () => {
    const encoded = encodeURIComponent(encodeFlowConfig({ ...body, processId: '流程/1+2' }));
    expect(encoded).toContain('%');
    expect(decodeFlowConfig(encoded)).toMatchObject({ ok: true, config: { processId: '流程/1+2' } });
  });

  it('restores a + that the query turned into a space', () => {
    const base64 = encodeFlowConfig({ ...body, processId: '>>>?' });
    expect(base64).toMatch(/[+/]/);
    const viaQuery = new URLSearchParams(`config=${base64}`).get('config');
    expect(decodeFlowConfig(viaQuery)).toMatchObject({ ok: true, config: { processId: '>>>?' } });
  });

  it('turns numeric ids into text and fills absent ids with empty text', () => {
    expect(decodeFlowConfig(encodeFlowConfig({ type: 1, processId: 42 }))).toEqual({
      ok: true,
      config: { type: 1, processId: '42', flowId: '', taskNodeId: '', taskOperatorId: '', opType: 0 },
    });
  });

  it("reads a flow message's body, which is the JSON itself, as the message drawer passes it on", () => {
    const viaQuery = new URLSearchParams(`config=${encodeURIComponent(JSON.stringify(body))}`).get('config');
    expect(decodeFlowConfig(viaQuery)).toEqual({ ok: true, config: { ...body, opType: 1 } });
    expect(decodeFlowConfig('{"type":')).toEqual({ ok: false, error: 'invalid' });
  });

  it('reports a missing config', () => {
    expect(decodeFlowConfig(null)).toEqual({ ok: false, error: 'missing' });
    expect(decodeFlowConfig('  ')).toEqual({ ok: false, error: 'missing' });
  });

  it('reports broken input as invalid instead of throwing', () => {
    for (const raw of ['%%%', 'not base64!', btoa('{"type":'), btoa('[1,2]'), btoa('null'), btoa('"x"')]) {
      expect(decodeFlowConfig(raw)).toEqual({ ok: false, error: 'invalid' });
    }
    expect(decodeFlowConfig(encodeFlowConfig({ ...body, type: 9 }))).toEqual({ ok: false, error: 'invalid' });
    expect(decodeFlowConfig(encodeFlowConfig({ ...body, processId: '' }))).toEqual({
      ok: false,
      error: 'invalid',
    });
  });
});
