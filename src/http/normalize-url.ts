const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443', ftp: '21', ws: '80', wss: '443' };

/**
 * A URL in the form used to tell two URLs apart: scheme and host lower-cased, the default port
 * and the fragment dropped, an empty http(s) path written `/`; path and query keep their case.
 * LIRS (URL field): "the domain name is compared without case, the path with case".
 * Not a full WHATWG parse, so it never throws and is cheap enough for every record.
 *
 * @example
 * normalizeUrl('HTTP://Hiya.Ouchi.TO:80/N/#top') // 'http://hiya.ouchi.to/N/'
 * normalizeUrl('https://example.jp')            // 'https://example.jp/'
 */
export function normalizeUrl(url: string): string {
  if (isAlreadyNormal(url)) return url;
  const text = url.trim();
  const hash = text.indexOf('#');
  const withoutFragment = hash === -1 ? text : text.slice(0, hash);
  const schemeMatch = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(withoutFragment);
  if (schemeMatch === null) return withoutFragment;
  const scheme = (schemeMatch[1] as string).toLowerCase();
  const rest = withoutFragment.slice(scheme.length + 1);
  if (!rest.startsWith('//')) return `${scheme}:${rest}`;
  let end = rest.length;
  for (let i = 2; i < rest.length; i++) {
    const code = rest.charCodeAt(i);
    if (code === 0x2f || code === 0x3f) {
      end = i;
      break;
    }
  }
  const authority = rest.slice(2, end);
  let pathAndQuery = rest.slice(end);
  const at = authority.lastIndexOf('@');
  const userinfo = at === -1 ? '' : authority.slice(0, at + 1);
  let hostPort = authority.slice(at + 1).toLowerCase();
  const portMatch = /:(\d*)$/.exec(hostPort);
  if (portMatch !== null && !hostPort.endsWith(']')) {
    const digits = (portMatch[1] as string).replace(/^0+(?=\d)/, '');
    const host = hostPort.slice(0, portMatch.index);
    hostPort = digits === '' || digits === DEFAULT_PORTS[scheme] ? host : `${host}:${digits}`;
  }
  if ((scheme === 'http' || scheme === 'https') && !pathAndQuery.startsWith('/')) {
    pathAndQuery = `/${pathAndQuery}`;
  }
  return `${scheme}://${userinfo}${hostPort}${pathAndQuery}`;
}

/**
 * The common case, checked in one pass without allocating: `http(s)://` in lower case, a host
 * without capitals or a port, a path, no fragment and no white space at either end.
 */
function isAlreadyNormal(url: string): boolean {
  return url.charCodeAt(url.length - 1) > 0x20 && ALREADY_NORMAL.test(url);
}

/** `http(s)://`, a host without capitals, `:`, `?`, `#` or `@`, a path, no fragment. */
const ALREADY_NORMAL = /^https?:\/\/[^/A-Z:?#@]*\/[^#]*$/;
