import type { Subscription } from './subscription.ts';

/**
 * What an antenna is called wherever it is shown: the user's own name, else the antenna's
 * title (from the file, or the link it was found by), else its host and path — LIRS files
 * carry no title, and several antennas often live on one host.
 *
 * @example
 * antennaName({ name: 'Friends', title: 'hina-di', url: 'http://a.example/hina.di' }) // 'Friends'
 * antennaName({ title: null, url: 'http://a.example/~hiya/antenna.lirs.gz' })         // 'a.example/~hiya/antenna.lirs.gz'
 */
export function antennaName(subscription: Pick<Subscription, 'title' | 'url'> & { readonly name?: string | null | undefined }): string {
  return subscription.name?.trim() || subscription.title?.trim() || hostAndPath(subscription.url);
}

/**
 * An antenna's address without its scheme: host (with port) and path, query kept; the input
 * itself when it is not a URL.
 *
 * @example
 * hostAndPath('http://A.example:8080/~hiya/a.lirs?x=1') // 'a.example:8080/~hiya/a.lirs?x=1'
 * hostAndPath('https://a.example/')                     // 'a.example'
 */
export function hostAndPath(url: string): string {
  try {
    const { host, pathname, search } = new URL(url);
    if (host === '') return url;
    return host + (pathname === '/' ? '' : pathname) + search;
  } catch {
    return url;
  }
}
