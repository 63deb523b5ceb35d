/**
 * Decodes a text file: a byte-order mark names the encoding (and is dropped); otherwise strict UTF-8,
 * and when that fails GBK, the usual encoding of files saved by Chinese editions of Excel and Notepad.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeLegacy(bytes);
  }
}

function decodeLegacy(bytes: Uint8Array): string {
  try {
    return new TextDecoder('gbk').decode(bytes);
  } catch {
    // a runtime without GBK: show what UTF-8 can, with replacement marks
    return new TextDecoder('utf-8').decode(bytes);
  }
}
