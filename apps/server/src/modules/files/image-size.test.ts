import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';
import { tinyPng } from './test-files';

describe('imageSize', () => {
  it('reads png, gif, jpeg and webp headers', () => {
    expect(imageSize(tinyPng(7, 3), 'png')).toEqual({ width: 7, height: 3 });
    const gif = Buffer.from('GIF89a\x05\x00\x04\x00', 'latin1');
    expect(imageSize(gif, 'gif')).toEqual({ width: 5, height: 4 });
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x02, 0x00, 0x09,
      0x03,
    ]);
    expect(imageSize(jpeg, 'jpg')).toEqual({ width: 9, height: 2 });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'ascii');
    webp.write('WEBPVP8X', 8, 'ascii');
    webp.writeUIntLE(99, 24, 3);
    webp.writeUIntLE(49, 27, 3);
    expect(imageSize(webp, 'webp')).toEqual({ width: 100, height: 50 });
  });

  it('answers null for truncated or odd headers instead of throwing', () => {
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff]), 'jpg')).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00, 0, 0, 0, 0, 0]), 'jpg')).toBeNull();
    expect(imageSize(tinyPng().subarray(0, 20), 'png')).toBeNull();
  });
});
