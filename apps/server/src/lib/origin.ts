/**
 * Web origins (`scheme://host[:port]`) in one canonical form, so two origins are compared as whole
 * values after normalising case, default ports and IDN (never by substring or pattern on raw text).
 */

/** Whether the text holds whitespace or a control character: never part of an origin a browser sends. */
const hasBlankOrControl = (text: string) =>
  /\s/.test(text) || [...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/**
 * The canonical form of an `http`/`https` origin (`https://example.com`, lower case, default port
 * dropped), or undefined when the text is not exactly an origin: another scheme, a path, query,
 * fragment or credentials, blanks, `null`, a list of origins.
 */
export function normalizeOrigin(text: string): string | undefined {
  if (text === '' || hasBlankOrControl(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // `href` equals `origin + '/'` only without credentials, path, query (even an empty `?`) or fragment.
  if (url.href !== `${url.origin}/`) return undefined;
  return url.origin;
}
