import {
  ResultCode,
  formatServerMessage,
  type Envelope,
  type Language,
  type ServerMessageKey,
} from '@tessera/shared';

/** A success envelope; `msg` defaults to the "ok" message in the given language. */
export function ok<T>(data: T, lang: Language = 'zh', msg: ServerMessageKey = 'ok'): Envelope<T> {
  return { code: ResultCode.Ok, msg: formatServerMessage(msg, lang), data };
}

/** A failure envelope with a ready message. */
export function fail(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}
