import SparkMD5 from 'spark-md5';

/** md5 hex of a typed password: the only form a password leaves the browser in. */
export function md5Hex(text: string): string {
  return SparkMD5.hash(text);
}
