import { toPolyline, type TrackPoint } from '../track';

const W = 640;
const H = 320;

/** A simple SVG drawing of a trajectory: the path, a start dot and an end dot. */
export function TrackSvg({ points, label }: { points: readonly TrackPoint[]; label: string }) {
  const line = toPolyline(points, W, H);
  const ends = line.split(' ');
  const [sx, sy] = (ends[0] ?? '0,0').split(',');
  const [ex, ey] = (ends.at(-1) ?? '0,0').split(',');
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      style={{ width: '100%', background: '#f5f7fa' }}
    >
      <polyline points={line} fill="none" stroke="#1890ff" strokeWidth="3" strokeLinejoin="round" />
      <circle cx={sx} cy={sy} r="6" fill="#3eac12" />
      <circle cx={ex} cy={ey} r="6" fill="#f5222d" />
    </svg>
  );
}
