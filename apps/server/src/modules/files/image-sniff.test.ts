import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff';
import { tinyPng } from './test-files';

describe('sniffImage', () => {
  it('recognises png, jpeg, gif and webp by their magic bytes', () => {
    expect(sniffImage(tinyPng())?.mime).toBe('image/png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.ext).toBe('jpg');
    expect(sniffImage(Buffer.from('GIF89a......'))?.ext).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.ext).toBe('webp');
  });

  it('refuses svg, html, text and truncated signatures', () => {
    expect(
      sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>')),
    ).toBeNull();
    expect(sniffImage(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImage(Buffer.from('just text'))).toBeNull();
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
  });
});
