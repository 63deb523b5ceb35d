const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/MicroMessenger/, 'WeChat'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string) => list.find(([re]) => re.test(text))?.[1];

/** A short `browser / system` label of a user agent; empty when nothing is recognised. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return '';
  return [first(BROWSERS, userAgent), first(SYSTEMS, userAgent)].filter(Boolean).join(' / ');
}
