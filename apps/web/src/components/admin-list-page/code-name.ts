import { translateOr } from '@/lib/i18n';

/**
 * The name a code shows as: its translation under `prefix` when the catalogue has one, else its name
 * in `options` (a dictionary), else the code itself; an empty code shows a dash.
 */
export function codeName(
  code: string | number | null | undefined,
  names: { prefix?: string; options?: readonly { value: unknown; label: unknown }[] },
): string {
  if (code === null || code === undefined || code === '') return '—';
  const fromOptions = names.options?.find((o) => String(o.value) === String(code))?.label;
  const fallback = fromOptions === undefined ? String(code) : String(fromOptions);
  return names.prefix ? translateOr(`${names.prefix}.${code}`, fallback) : fallback;
}
