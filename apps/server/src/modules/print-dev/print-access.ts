import { ResultCode } from '@tessera/shared';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { RecordCaller, RecordReaders } from '../../lib/record-readers';
import type { AccessService } from '../auth/access.service';

/** What print data asks before a template's SQL runs: menu permissions and record readers. */
export interface PrintGuard {
  access: AccessService;
  records: RecordReaders;
}

/**
 * Administrators print anything. Others need a template that names its resource, that resource's
 * menu, and a record inside their data scope of it; a record outside reads as missing (404, ADR 0013).
 */
export async function checkPrintRecord(
  guard: PrintGuard,
  resource: string | null,
  formId: string,
  user: RecordCaller,
): Promise<void> {
  if (user.isAdministrator) return;
  if (!resource) throw new AppError(ResultCode.Forbidden, 'printNoResource');
  if (!(await guard.access.can(user, resource))) {
    const menu = (await guard.access.catalog()).moduleByCode.get(resource);
    throw new AppError(ResultCode.Forbidden, 'printResourceForbidden', {
      resource: menu?.full_name ?? resource,
    });
  }
  if (!(await guard.records.knows(resource)))
    throw new AppError(ResultCode.Forbidden, 'printResourceUnknown', { resource });
  if (!formId || !(await guard.records.canRead(resource, user, formId))) throw notFound();
}

/**
 * The resource decides whose records a template's statements print: like the SQL, only an
 * administrator sets or changes it, and only to a resource with a record reader.
 */
export async function checkResourceChange(
  records: RecordReaders,
  next: string | null,
  before: string | null,
  user: RecordCaller,
): Promise<void> {
  if (!user.isAdministrator && next !== before)
    throw new AppError(ResultCode.Forbidden, 'printResourceAdminOnly');
  if (next && !(await records.knows(next))) throw badRequest('printResourceUnknown', { resource: next });
}
