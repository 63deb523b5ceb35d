import type { Kysely } from 'kysely';
import { dynamicScopeFields } from '../../db/dynamic/dynamic-scope';
import type {
  HiddenRecordFields,
  RecordCaller,
  RecordReader,
  RecordReaderResolver,
  ResolvedRecordReader,
} from '../../lib/record-readers';
import { countIn } from './online-dev-rows.repository';
import type { Model, OnlineDevDeps, OnlineDevService } from './online-dev.service';
import { releaseMenus } from './visualdev.repository';

/** The design id a released menu's property names, or null. */
function moduleIdOf(property: string | null): string | null {
  try {
    const id = (JSON.parse(property ?? '{}') as { moduleId?: unknown }).moduleId;
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}

/** Whether the record `id` of the model lies in the caller's data scope of the menu. */
export const scopeReader =
  ({ db, dialect, dataScope }: OnlineDevDeps, menuCode: string, model: Model): RecordReader =>
  async (caller, id) => {
    const main = model.tables.main;
    const scope = await dataScope.where(caller, menuCode, dynamicScopeFields(main));
    const found = await countIn(db as unknown as Kysely<unknown>, dialect, main, scope ? [scope] : [], [id]);
    return found === 1;
  };

/**
 * The record readers of released online forms (ADR 0013): a print template whose resource is a
 * generated page's menu prints a record only when it lies in the caller's data scope of that menu,
 * and leaves out the fields the menu's form permissions hide from the caller (rulings 3).
 */
export function onlineRecordReaders(deps: OnlineDevDeps, onlineDev: OnlineDevService): RecordReaderResolver {
  const { db, dataScope } = deps;
  const modelOf = async (menuCode: string): Promise<Model | undefined> => {
    const moduleId = moduleIdOf(await releaseMenus.propertyOf(db, menuCode));
    return moduleId ? onlineDev.model(moduleId).catch(() => undefined) : undefined;
  };
  const read = (menuCode: string, model: Model) => scopeReader(deps, menuCode, model);
  const hidden =
    (menuCode: string, model: Model) =>
    async (caller: RecordCaller): Promise<HiddenRecordFields> => {
      const codes = await dataScope.hiddenFields(caller, menuCode, 'form');
      if (!codes.size) return { main: new Set(), child: new Set() };
      const main = model.fields.main.filter((f) => codes.has(f.vModel)).map((f) => f.vModel);
      // print sub-tables carry the template's names, not the design's: a hidden column is left
      // out of every sub-table
      const child = model.fields.tables.flatMap((t) =>
        t.columns
          .filter((c) => codes.has(t.vModel) || codes.has(`${t.vModel}-${c.vModel}`))
          .map((c) => c.vModel),
      );
      return { main: new Set(main), child: new Set(child) };
    };
  return {
    async find(menuCode): Promise<ResolvedRecordReader | undefined> {
      const model = await modelOf(menuCode);
      return model ? { read: read(menuCode, model), hidden: hidden(menuCode, model) } : undefined;
    },
    list: () => releaseMenus.designMenuCodes(db),
  };
}

/**
 * The `onlineDev` file reader: the caller reads a record's files when they hold one of the
 * model's released menus and the record lies in their data scope of that menu (as print does).
 */
export function onlineFileReader(deps: OnlineDevDeps, onlineDev: OnlineDevService): RecordReader {
  return async (caller, belongsId) => {
    const [modelId, recordId] = belongsId.split(':');
    if (!modelId || !recordId) return false;
    const model = await onlineDev.model(modelId).catch(() => undefined);
    if (!model) return false;
    for (const menu of await releaseMenus.ofDesign(deps.db, modelId)) {
      if (!(await deps.access.can(caller, menu.en_code))) continue;
      if (await scopeReader(deps, menu.en_code, model)(caller, recordId)) return true;
    }
    return false;
  };
}
