import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/dialects';
import { callAs } from '../helpers/http';

/** A multipart body with one JSON file. */
function jsonFile(name: string, content: unknown) {
  const boundary = 'hostileBoundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: application/json\r\n\r\n${JSON.stringify(content)}\r\n--${boundary}--\r\n`,
  );
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

describeEachDialect('text that cannot be stored, arriving inside an uploaded file', (ctx) => {
  it('refuses a dictionary file whose description holds a NUL byte with code 400, not 500', async () => {
    const token = await ctx.signIn('admin');
    const file = {
      version: 1,
      type: {
        fullName: 'nul name',
        enCode: 'hostileNul',
        isTree: 0,
        sortCode: 0,
        enabledMark: 1,
        description: 'x\u0000',
      },
      data: [],
    };
    const res = await callAs(ctx.app, token, {
      method: 'POST',
      url: '/api/system/DictionaryType/Action/Import',
      ...jsonFile('nul.json', file),
      headers: { ...jsonFile('nul.json', file).headers, 'accept-language': 'en' },
    });
    expect(res).toEqual({
      code: 400,
      msg: 'type.description: contains a character that is not allowed (NUL, a control character or an invalid Unicode surrogate)',
      data: null,
    });
  });

  it('answers a value PostgreSQL refuses to store (NUL, too long) with code 400', async () => {
    const { databaseInputRefusal } = await import('../../src/plugins/input-guard');
    if (ctx.dialect !== 'postgres') return expect(databaseInputRefusal(new Error('x'))).toBeNull();
    const refusal = async (value: string) =>
      ctx.db
        .insertInto('base_user')
        .values({ id: 'x', account: value } as never)
        .execute()
        .then(() => null, databaseInputRefusal);
    expect(await refusal('a\u0000b')).toBe('inputUnstorableText');
    expect(await refusal('a'.repeat(5000))).toBe('inputTooLong');
  });
});
