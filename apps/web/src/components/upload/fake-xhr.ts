import { vi } from 'vitest';

/** Only for tests: one request the fake XMLHttpRequest received, and how to answer it. */
export interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  isAborted: boolean;
  /** Reports `loaded` of `total` body bytes sent. */
  progress: (loaded: number, total: number) => void;
  /** Answers with a JSON body (an envelope). */
  answer: (body: unknown) => void;
  /** Answers with a body that is not JSON. */
  answerText: (text: string) => void;
  /** The link breaks. */
  fail: () => void;
}

/**
 * Only for tests: replaces XMLHttpRequest with a fake whose requests the test answers by hand;
 * answers the list of requests made (newest last). Undo with `vi.unstubAllGlobals()`.
 */
export function stubXhr(): FakeRequest[] {
  const requests: FakeRequest[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseText = '';
    private request: FakeRequest | undefined;
    private opened = { method: '', url: '' };
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.opened = { method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      const done = () => !this.request || this.request.isAborted;
      this.request = {
        ...this.opened,
        headers: this.headers,
        body,
        isAborted: false,
        progress: (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
        answer: (value) => {
          if (done()) return;
          this.responseText = JSON.stringify(value);
          this.onload?.();
        },
        answerText: (text) => {
          if (done()) return;
          this.responseText = text;
          this.onload?.();
        },
        fail: () => {
          if (!done()) this.onerror?.();
        },
      };
      requests.push(this.request);
    }
    abort() {
      if (!this.request || this.request.isAborted) return;
      this.request.isAborted = true;
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}
