import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { createSmsSender } from './sms-sender';

describe('SmsSender', () => {
  it('writes the full mobile and code to the log at warn level by default', async () => {
    const lines: { obj: object; msg: string }[] = [];
    const sender = createSmsSender('log', { warn: (obj, msg) => lines.push({ obj, msg }) });
    await sender.send('13800000001', '042917');
    expect(lines).toEqual([{ obj: { mobile: '13800000001', code: '042917' }, msg: 'sms verification code' }]);
  });

  it('appends one JSON line per code with SMS_SENDER=file:<path>', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sms-')), 'codes.jsonl');
    const sender = createSmsSender(`file:${file}`, { warn: () => expect.fail('must not log') });
    await sender.send('13800000001', '111111');
    await sender.send('13800000002', '222222');
    const rows = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as object);
    expect(rows).toMatchObject([
      { mobile: '13800000001', code: '111111' },
      { mobile: '13800000002', code: '222222' },
    ]);
  });

  it('SMS_SENDER accepts log and file:<path> and refuses anything else', () => {
    expect(loadConfig({}).SMS_SENDER).toBe('log');
    expect(loadConfig({ SMS_SENDER: 'file:/tmp/x' }).SMS_SENDER).toBe('file:/tmp/x');
    expect(() => loadConfig({ SMS_SENDER: 'smtp' })).toThrow(/SMS_SENDER/);
  });
});
