/** Bounds on a form design, checked before anything else reads it (issue 17 "Bad input"). */
export const FORM_LIMITS = {
  /** Containers nested in one another (panes of tabs, collapses and grids do not count). */
  maxDepth: 20,
  /** Value widgets in the whole design, sub-table columns included. */
  maxValueFields: 500,
  /** Widgets of any kind. */
  maxWidgets: 2000,
  /** Longest string anywhere in the design (scripts included). */
  maxString: 65536,
  /** Deepest plain JSON nesting anywhere in the design. */
  maxJsonDepth: 200,
  /** JSON values (objects, arrays, scalars) in the whole design. */
  maxJsonNodes: 200_000,
  /** Longest regList pattern. */
  maxPattern: 500,
  /** Tokens of one calculate expression. */
  maxFormulaTokens: 500,
  /** Parentheses nested in one calculate expression. */
  maxFormulaDepth: 32,
} as const;
