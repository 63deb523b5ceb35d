import { Cron } from 'croner';
import { badRequest } from '../../lib/errors';

/** A parsed expression that never starts a timer (croner schedules only when given a function). */
const parse = (expression: string): Cron => new Cron(expression, { paused: true });

/** The next `count` times (epoch ms) after `from`; throws croner's error for a bad expression. */
export function nextRuns(expression: string, count: number, from = Date.now()): number[] {
  return parse(expression)
    .nextRuns(count, new Date(from))
    .map((d) => d.getTime());
}

/** The next time (epoch ms) after `from`, or null when the expression never fires again. */
export function nextRun(expression: string, from = Date.now()): number | null {
  return parse(expression).nextRun(new Date(from))?.getTime() ?? null;
}

/** Checks an expression: a 400 with a readable message when croner refuses it or it never fires. */
export function assertCron(expression: string, from = Date.now()): number {
  let next: number | null;
  try {
    next = nextRun(expression, from);
  } catch {
    throw badRequest('scheduleCronInvalid', { cron: expression });
  }
  if (next === null) throw badRequest('scheduleCronNever', { cron: expression });
  return next;
}
