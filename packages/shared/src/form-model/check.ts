import { checkFieldNames } from './check-names';
import { checkFormulas } from './check-formula';
import { checkSubTableColumn, checkWidgetSettings } from './check-widgets';
import { formDataSchema, type FormData } from './form-data';
import { measureDesign } from './measure';
import { problem, type DesignProblem } from './problems';
import { walkFields } from './walk';

/** A design read and bounded, or why it cannot be read at all. */
export type ParsedDesign = { ok: true; formData: FormData } | { ok: false; problems: DesignProblem[] };

/** Reads a design (object or JSON string): bounds first, then the schema with its defaults. */
export function parseFormData(input: unknown): ParsedDesign {
  let raw = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch {
      return { ok: false, problems: [problem('formDesignMalformed', '', { path: 'JSON' })] };
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, problems: [problem('formDesignMalformed', '', { path: '/' })] };
  const bounded = measureDesign(raw);
  if (bounded.length > 0) return { ok: false, problems: bounded };
  const parsed = formDataSchema.safeParse(raw);
  if (parsed.success) return { ok: true, formData: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.slice(0, 5).map((issue) => {
      const path = issue.path
        .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
        .join('')
        .replace(/^\./, '');
      return problem('formDesignMalformed', path, { path: path.slice(0, 200) || '/' });
    }),
  };
}

/**
 * Every problem that blocks saving a design (form-model.md §2-§3, §6, issue 17 "Bad input"), in
 * document order per check; an empty list means the design may be saved and released.
 */
export function checkDesign(input: unknown): DesignProblem[] {
  const parsed = parseFormData(input);
  if (!parsed.ok) return parsed.problems;
  const { formData } = parsed;
  const walked = walkFields(formData.fields);
  const out: DesignProblem[] = [];
  for (const w of walked) out.push(...checkWidgetSettings(w), ...checkSubTableColumn(w));
  out.push(...checkFieldNames(walked), ...checkFormulas(walked));
  const printIds = Array.isArray(formData.printId) ? formData.printId : [formData.printId].filter(Boolean);
  if (formData.hasPrintBtn && printIds.length === 0)
    out.push(problem('formDesignPrintMissing', 'printId', {}));
  return out;
}
