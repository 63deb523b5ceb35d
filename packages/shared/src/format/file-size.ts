const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Formats a byte count as B, KB, MB or GB (two decimals above bytes); null, undefined or invalid give ''. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(Math.round(value)) : String(Number(value.toFixed(2)));
  return `${text} ${UNITS[unit]}`;
}
