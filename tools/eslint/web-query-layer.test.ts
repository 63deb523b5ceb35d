import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The messages of the web query-layer rules for `code` linted as if it lived at `file`. */
async function queryLayerMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('web query layer', () => {
  it("refuses a literal '/api/' path in a feature and allows a declared route", async () => {
    const literal = "export const list = () => fetch('/api/system/Widget');\n";
    const declared =
      "import { widgetRoutes } from '@tessera/shared';\nexport const path = widgetRoutes.list.path;\n";
    const file = 'apps/web/src/features/widgets/api/widgets-api.ts';
    expect(await queryLayerMessages(file, literal)).toHaveLength(1);
    expect(await queryLayerMessages(file, declared)).toEqual([]);
  });

  it('refuses an inline query key in a component and allows one from the key factory', async () => {
    const inline = "export const options = { queryKey: ['widgets', 'list'] };\n";
    const factory =
      "import { widgetKeys } from '../api/widgets-queries';\nexport const options = { queryKey: widgetKeys.all };\n";
    const component = 'apps/web/src/features/widgets/components/widgets-page.tsx';
    expect(await queryLayerMessages(component, inline)).toHaveLength(1);
    expect(await queryLayerMessages(component, factory)).toEqual([]);
    // the key factory itself builds the arrays
    expect(await queryLayerMessages('apps/web/src/features/widgets/api/widgets-queries.ts', inline)).toEqual(
      [],
    );
  });
});
