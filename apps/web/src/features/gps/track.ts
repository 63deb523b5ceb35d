/** One point of a trajectory. */
export interface TrackPoint {
  lng: number;
  lat: number;
}

/** Projects points into a width×height box (north up, with padding) as an SVG polyline `points` text. */
export function toPolyline(points: readonly TrackPoint[], width: number, height: number, pad = 16): string {
  if (points.length === 0) return '';
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  const [minX, maxX, minY, maxY] = [
    Math.min(...lngs),
    Math.max(...lngs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  const spanX = maxX - minX || 1;
  const spanY = maxY - minY || 1;
  const round = (n: number) => Math.round(n * 10) / 10;
  return points
    .map((p) => {
      const x = pad + ((p.lng - minX) / spanX) * (width - 2 * pad);
      const y = height - pad - ((p.lat - minY) / spanY) * (height - 2 * pad);
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}
