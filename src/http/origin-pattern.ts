/**
 * The host-permission match pattern that covers an address's origin: its scheme and host,
 * any port, any path. Two addresses with one pattern share one grant of host access.
 *
 * @example
 * originPattern('https://example.jp/antenna/hina.di') // 'https://example.jp/*'
 * originPattern('http://127.0.0.1:8080/a.lirs')        // 'http://127.0.0.1/*'
 */
export function originPattern(url: string): string {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}/*`;
}
