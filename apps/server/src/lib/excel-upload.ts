import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ServerMessageKey } from '@tessera/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { DEFAULT_SHEET_LIMITS, readSheet, SheetError } from './excel';

// The platform's one way in for import files (spec 02 §5, §9: .xls/.xlsx under 2 MB, at most
// 1,500 rows): the multipart limits, the upload read, the bounded sheet read and its refusals,
// and a generated file's download. The user import and the generated lists' import share it.

/** Options for `@fastify/multipart` on a route plugin that takes import files. */
export const EXCEL_UPLOAD_LIMITS = {
  limits: {
    files: 1,
    fileSize: IMPORT_MAX_BYTES - 1,
    fields: 5,
    parts: 6,
    fieldSize: 1024,
    headerPairs: 50,
  },
};

const EXCEL_NAME = /\.(xls|xlsx)$/i;

/** The uploaded import file of a multipart request: refused when missing, not .xls/.xlsx or ≥ 2 MB. */
export async function readExcelUpload(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  const part = await request.file().catch(() => undefined);
  if (!part) throw badRequest('fileMissing');
  if (!EXCEL_NAME.test(part.filename)) throw badRequest('importXlsOnly');
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? badRequest('importFileTooLarge') : error;
  });
  if (!bytes.length) throw badRequest('fileMissing');
  // control characters and path separators never reach a stored name or a header
  // eslint-disable-next-line no-control-regex
  const name = part.filename.replace(/[\\/\u0000-\u001f]/g, '').slice(-100) || 'import.xlsx';
  return { name, bytes };
}

const problemKey: Record<SheetError['problem'], ServerMessageKey> = {
  notSpreadsheet: 'importXlsOnly',
  xls: 'importXlsUnsupported',
  unpackedTooLarge: 'importUnpackedOverLimit',
  broken: 'importFileBroken',
  tooManyRows: 'importTooManyRows',
  tooManyCells: 'importTooManyCells',
  busy: 'importBusy',
};

/** The 400 refusal for a spreadsheet problem, naming the limit it ran into. */
export const sheetRefusal = (problem: SheetError['problem']) => {
  const max =
    problem === 'tooManyCells'
      ? DEFAULT_SHEET_LIMITS.maxCells
      : problem === 'unpackedTooLarge'
        ? DEFAULT_SHEET_LIMITS.maxUnpackedBytes / 1024 / 1024
        : IMPORT_MAX_ROWS;
  return badRequest(problemKey[problem], { max });
};

/**
 * The rows of an import file as text (cell values only: formulas are never evaluated, a formula
 * cell gives its cached result), at most 1,500 data rows; refusals name the limit.
 */
export async function readImportSheet(bytes: Buffer): Promise<string[][]> {
  try {
    return await readSheet(bytes, { ...DEFAULT_SHEET_LIMITS, maxRows: IMPORT_MAX_ROWS });
  } catch (error) {
    if (error instanceof SheetError) throw sheetRefusal(error.problem);
    throw error;
  }
}

/** Sends a generated .xlsx as a download (`filename*` per RFC 6266 / 5987, plus an ASCII fallback). */
export function sendSheet(reply: FastifyReply, file: { name: string; bytes: Buffer }) {
  const ascii = file.name.replace(/[^\w.-]/g, '_');
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(file.bytes);
}
