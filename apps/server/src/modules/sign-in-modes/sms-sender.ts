import { appendFile } from 'node:fs/promises';

/** Delivers a verification code to a mobile (an SMS gateway in production). */
export interface SmsSender {
  send(mobile: string, code: string): Promise<void>;
}

/** Minimal logger the default sender writes to. */
export interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/** Default sender: writes the code to the server log at warn level (no gateway configured). */
export function logSmsSender(logger: WarnLogger): SmsSender {
  return {
    async send(mobile, code) {
      logger.warn({ mobile, code }, 'sms verification code');
    },
  };
}

/** Appends one JSON line `{mobile, code, at}` per code to a file (test journeys). */
export function fileSmsSender(file: string): SmsSender {
  return {
    async send(mobile, code) {
      await appendFile(file, `${JSON.stringify({ mobile, code, at: Date.now() })}\n`);
    },
  };
}

/** The sender chosen by `SMS_SENDER` (`log`, or `file:<path>`). */
export function createSmsSender(setting: string, logger: WarnLogger): SmsSender {
  return setting.startsWith('file:') ? fileSmsSender(setting.slice(5)) : logSmsSender(logger);
}
