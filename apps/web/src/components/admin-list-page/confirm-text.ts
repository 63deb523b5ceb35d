import { confirmDelete } from '@/components/confirm-delete';
import { feedback } from '@/lib/feedback';
import { t } from '@/lib/i18n';

/** How many names a confirmation lists before it ends with an ellipsis. */
export const NAMED_AT_MOST = 3;

/** The name a row is known by: its fullName, name, title, account or code, in that order. */
export function rowName(row: object): string {
  const r = row as Record<string, unknown>;
  for (const field of ['fullName', 'realName', 'name', 'title', 'account', 'enCode']) {
    const v = r[field];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return '';
}

/** What a delete confirmation names: "“a”" for one, "3 items: a, b, c…" for several (blank names skipped). */
export function deleteSubject(names: readonly string[]): string {
  const named = names.filter(Boolean);
  if (names.length === 1) return t('adminList.subjectOne', { name: named[0] ?? '' });
  const listed = named.slice(0, NAMED_AT_MOST).join(t('adminList.nameSeparator'));
  const more = named.length > NAMED_AT_MOST ? '…' : '';
  return t('adminList.subjectMany', { count: names.length, names: `${listed}${more}` });
}

/** The question a delete confirmation asks, naming what it deletes. */
export function deleteQuestion(names: readonly string[]): string {
  if (names.length === 1 && !names[0]) return t('confirm.delete');
  return t('adminList.deleteNamed', { subject: deleteSubject(names) });
}

/** Asks before deleting the rows named `names`; resolves true when the user confirms. */
export function confirmDeleteNamed(names: readonly string[]): Promise<boolean> {
  return confirmDelete(deleteQuestion(names));
}

/** Asks naming the row, runs the delete and toasts; resolves true when it was deleted. */
export async function deleteNamed(name: string, run: () => Promise<unknown>): Promise<boolean> {
  if (!(await confirmDeleteNamed([name]))) return false;
  const done = await run().then(
    () => true,
    () => false, // the http client already showed the reason
  );
  if (done) feedback.success(t('adminList.deleted'));
  return done;
}
