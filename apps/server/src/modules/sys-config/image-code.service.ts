import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { consumeImageCode, saveImageCode } from './image-code.repository';

/** How long an image code may be used. */
export const IMAGE_CODE_TTL_MS = 5 * 60_000;

type Stroke = [number, number][];

// Digits drawn as strokes on a 4 x 6 grid: the picture holds paths, never the characters as text.
const GLYPHS: Record<string, Stroke[]> = {
  '0': [
    [
      [0, 0],
      [4, 0],
      [4, 6],
      [0, 6],
      [0, 0],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  '1': [
    [
      [1, 1],
      [2, 0],
      [2, 6],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  '2': [
    [
      [0, 0],
      [4, 0],
      [4, 3],
      [0, 3],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 0],
      [4, 0],
      [4, 6],
      [0, 6],
    ],
    [
      [1, 3],
      [4, 3],
    ],
  ],
  '4': [
    [
      [0, 0],
      [0, 3],
      [4, 3],
    ],
    [
      [3, 0],
      [3, 6],
    ],
  ],
  '5': [
    [
      [4, 0],
      [0, 0],
      [0, 3],
      [4, 3],
      [4, 6],
      [0, 6],
    ],
  ],
  '6': [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
      [4, 3],
      [0, 3],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1, 6],
    ],
  ],
  '8': [
    [
      [0, 0],
      [4, 0],
      [4, 6],
      [0, 6],
      [0, 0],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  '9': [
    [
      [4, 3],
      [0, 3],
      [0, 0],
      [4, 0],
      [4, 6],
      [0, 6],
    ],
  ],
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const colour = () => `rgb(${randomInt(20, 120)},${randomInt(20, 120)},${randomInt(60, 160)})`;
const points = (stroke: Stroke) => stroke.map(([x, y]) => `${x},${y}`).join(' ');

/** An SVG picture of a code: jittered, rotated stroke digits over noise lines. */
export function drawImageCode(code: string): string {
  const width = 24 * code.length + 16;
  const height = 40;
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [randomInt(width), randomInt(height), randomInt(width), randomInt(height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour()}" stroke-width="1"/>`;
  });
  const glyphs = [...code].map((digit, i) => {
    const x = 10 + i * 24 + randomInt(-2, 3);
    const y = 8 + randomInt(-3, 4);
    const turn = randomInt(-20, 21);
    const scale = (randomInt(90, 111) / 100) * 4;
    const lines = (GLYPHS[digit] ?? []).map((s) => `<polyline points="${points(s)}" fill="none"/>`).join('');
    return `<g transform="translate(${x} ${y}) rotate(${turn} 8 12) scale(${scale})" stroke="${colour()}" stroke-width="0.55" stroke-linecap="round" stroke-linejoin="round">${lines}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f6fa"/>${noise.join('')}${glyphs.join('')}</svg>`;
}

/** Image verification codes of the password sign-in, stored hashed in the database (every instance sees them). */
export class ImageCodeService {
  constructor(private readonly db: Kysely<DB>) {}

  /** Makes a code of `length` digits for a client key; answers the SVG picture. */
  async create(key: string, length: number, now = Date.now()): Promise<string> {
    const code = Array.from({ length }, () => String(randomInt(10))).join('');
    const row = {
      id: newId(),
      key_hash: sha256(key),
      answer_hash: sha256(code),
      expires_at: now + IMAGE_CODE_TTL_MS,
    };
    await this.db.transaction().execute((trx) => saveImageCode(trx, row, now));
    return drawImageCode(code);
  }

  /** Whether the answer matches the key's live code; the code is used up either way. */
  verify(key: string, answer: string, now = Date.now()): Promise<boolean> {
    return consumeImageCode(this.db, sha256(key), sha256(answer.trim()), now);
  }
}
