import { parseFormData, type ParsedDesign } from './check';
import { measureDesign } from './measure';
import { problem } from './problems';

/** Widget keys of the original client that Tessera names differently (rulings.md 1). */
export const ORIGINAL_WIDGET_KEYS: Readonly<Record<string, string>> = { inputNumber: 'numInput' };
/** Widget props of the original client that Tessera names differently (rulings.md 1). */
export const ORIGINAL_PROP_NAMES: Readonly<Record<string, string>> = { showSummary: 'show-summary' };
/** Kinds whose `isStorage` the original writes as 0 shown only / 1 stored (Tessera: 1 / 2, rulings.md 2). */
const STORAGE_KINDS = new Set(['calculate', 'relationFormAttr', 'popupAttr']);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function mapField(item: unknown): unknown {
  if (!isObject(item) || !isObject(item.__config__)) return item;
  const config: Json = { ...item.__config__ };
  const key = typeof config.jnpfKey === 'string' ? config.jnpfKey : '';
  if (Object.hasOwn(ORIGINAL_WIDGET_KEYS, key)) config.jnpfKey = ORIGINAL_WIDGET_KEYS[key];
  if (Array.isArray(config.children)) config.children = config.children.map(mapField);
  const field: Json = { __config__: config };
  for (const [name, value] of Object.entries(item)) {
    if (name === '__config__') continue;
    const renamed = Object.hasOwn(ORIGINAL_PROP_NAMES, name) ? ORIGINAL_PROP_NAMES[name]! : name;
    if (renamed !== name && Object.hasOwn(item, renamed)) continue; // Tessera's own name wins
    field[renamed] = value;
  }
  if (STORAGE_KINDS.has(String(config.jnpfKey))) field.isStorage = field.isStorage === 1 ? 2 : 1;
  return field;
}

/**
 * Reads a design written by the original 3.6 client (object or JSON string): its widget keys and
 * prop names become Tessera's, `isStorage` 0/1 becomes 1/2; the result is parsed like any design
 * (run {@link checkDesign} on it before saving).
 */
export function importOriginalFormData(input: unknown): ParsedDesign {
  let raw = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch {
      return { ok: false, problems: [problem('formDesignMalformed', '', { path: 'JSON' })] };
    }
  }
  const bounded = measureDesign(raw);
  if (bounded.length > 0) return { ok: false, problems: bounded };
  if (!isObject(raw) || !Array.isArray(raw.fields)) return parseFormData(raw);
  return parseFormData({ ...raw, fields: raw.fields.map(mapField) });
}
