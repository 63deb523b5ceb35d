import type { formModelMessages } from '../messages.form-model';

/** A design check's code: a server message key (`formatServerMessage(code, lang, params)`). */
export type DesignProblemCode = keyof typeof formModelMessages;

/** One thing wrong with a design. */
export interface DesignProblem {
  /** What is wrong (a message key). */
  code: DesignProblemCode;
  /** Message placeholders; `field` names the widget by its label. */
  params: Record<string, string | number>;
  /** Where in the design: `fields[0].__config__.children[2]` (or a form property). */
  path: string;
  /** The widget's designer id, when the problem is a widget's. */
  formId?: number;
}

/** Makes a problem about a widget. */
export function problem(
  code: DesignProblemCode,
  path: string,
  params: Record<string, string | number>,
  formId?: unknown,
): DesignProblem {
  return typeof formId === 'number' ? { code, params, path, formId } : { code, params, path };
}
