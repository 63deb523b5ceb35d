import { FORM_LIMITS } from './limits';
import { problem, type DesignProblem } from './problems';
import { WIDGETS, isWidgetKey } from './widgets';

interface Counts {
  nodes: number;
  widgets: number;
  values: number;
}

const tooLarge = (what: string, max: number, path: string) =>
  problem('formDesignTooLarge', path, { what, max });

/**
 * Bounds a raw design before any schema or recursion reads it: JSON depth and size, string
 * lengths (one iterative pass), then container nesting and the number of value widgets. Returns
 * the first problems found (at most a few), or none.
 */
export function measureDesign(input: unknown): DesignProblem[] {
  const counts: Counts = { nodes: 0, widgets: 0, values: 0 };
  // [value, depth, parent path, key]: paths are joined only when a problem names one
  const stack: Array<[unknown, number, string, string]> = [[input, 0, '', '']];
  while (stack.length > 0) {
    const [value, depth, parent, key] = stack.pop()!;
    const path = () => (key ? `${parent}.${key}` : parent);
    if (++counts.nodes > FORM_LIMITS.maxJsonNodes) return [tooLarge('nodes', FORM_LIMITS.maxJsonNodes, '')];
    if (typeof value === 'string' && value.length > FORM_LIMITS.maxString)
      return [tooLarge('string', FORM_LIMITS.maxString, path())];
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= FORM_LIMITS.maxJsonDepth) return [tooLarge('depth', FORM_LIMITS.maxJsonDepth, path())];
    const here = path();
    if (Array.isArray(value)) value.forEach((item, i) => stack.push([item, depth + 1, here, String(i)]));
    else for (const [k, item] of Object.entries(value)) stack.push([item, depth + 1, here, k]);
  }
  const fields = (input as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? measureFields(fields, 'fields', 0, counts) : [];
}

function measureFields(list: unknown[], base: string, depth: number, counts: Counts): DesignProblem[] {
  for (const [i, item] of list.entries()) {
    const path = `${base}[${i}]`;
    const config = (item as { __config__?: { jnpfKey?: unknown; children?: unknown } } | null)?.__config__;
    const key = config?.jnpfKey;
    const kind = isWidgetKey(key) ? WIDGETS[key] : undefined;
    if (++counts.widgets > FORM_LIMITS.maxWidgets) return [tooLarge('widgets', FORM_LIMITS.maxWidgets, path)];
    if (kind && kind.value !== 'none' && kind.key !== 'table') counts.values += 1;
    if (counts.values > FORM_LIMITS.maxValueFields)
      return [problem('formDesignTooManyFields', path, { max: FORM_LIMITS.maxValueFields })];
    const inner = kind?.container && kind.group !== 'pane' ? depth + 1 : depth;
    if (inner > FORM_LIMITS.maxDepth) {
      const label =
        typeof (config as { label?: unknown }).label === 'string'
          ? (config as { label: string }).label
          : String(key);
      return [problem('formDesignTooDeep', path, { field: label.slice(0, 100), max: FORM_LIMITS.maxDepth })];
    }
    if (Array.isArray(config?.children)) {
      const found = measureFields(config.children, `${path}.__config__.children`, inner, counts);
      if (found.length > 0) return found;
    }
  }
  return [];
}
