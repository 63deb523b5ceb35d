/** A browser's name and where its version sits in the user agent (first match wins: order matters). */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bMicroMessenger\/(\d+)/, 'WeChat'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+(?:\.\d+)?).*\bSafari\//, 'Safari'],
  [/\bMSIE (\d+)/, 'Internet Explorer'],
  [/\bTrident\/.*\brv:(\d+)/, 'Internet Explorer'],
];

/** Windows NT kernel versions as the product names users know (10.0 covers 10 and 11). */
const WINDOWS: Record<string, string> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.1': 'XP',
};

const dotted = (v: string) => v.replace(/_/g, '.');

/** Operating systems, most specific first (Android and iOS agents also say Linux and Mac OS X). */
const SYSTEMS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/\bWindows NT (\d+\.\d+)/, (m) => `Windows ${WINDOWS[m[1]!] ?? m[1]}`],
  [/\bWindows\b/, () => 'Windows'],
  [/\bAndroid (\d+(?:\.\d+)?)/, (m) => `Android ${m[1]}`],
  [/\bAndroid\b/, () => 'Android'],
  [/\b(?:iPhone|CPU) OS (\d+(?:_\d+)?)/, (m) => `iOS ${dotted(m[1]!)}`],
  [/\b(?:iPhone|iPad|iPod)\b/, () => 'iOS'],
  [/\bCrOS\b/, () => 'ChromeOS'],
  [/\bMac OS X (\d+(?:[._]\d+){0,2})/, (m) => `macOS ${dotted(m[1]!)}`],
  [/\bMacintosh\b/, () => 'macOS'],
  [/\bLinux\b/, () => 'Linux'],
];

/** The browser of a user agent with its major version (`Chrome 126`); '' when not recognised. */
export function browserOf(userAgent: string | null): string {
  if (!userAgent) return '';
  for (const [re, name] of BROWSERS) {
    const m = re.exec(userAgent);
    if (m) return `${name} ${m[1]}`;
  }
  return '';
}

/** The operating system of a user agent with its version when given (`Windows 10`, `iOS 17.0`); '' when not recognised. */
export function systemOf(userAgent: string | null): string {
  if (!userAgent) return '';
  for (const [re, name] of SYSTEMS) {
    const m = userAgent.match(re);
    if (m) return name(m);
  }
  return '';
}
