import { isTextPage } from '../reading/is-text-page.ts';
import { pageChoices } from '../reading/page-choices.ts';
import type { FetchedPage } from '../reading/read-antenna.ts';
import { printable } from './printable.ts';

/** How many linked antennas a message names before it says how many more there are. */
const NAMED = 3;

/**
 * What a web page that is no antenna links to, as the options page offers it: appended to
 * "looks like HTML" so the user learns which URL to give instead.
 *
 * @example
 * pageLinks(page) // '; it links to http://a.example/hina.di (hina-di)'
 */
export function pageLinks(page: FetchedPage | null): string {
  if (page === null || !isTextPage(page)) return '';
  const { choices } = pageChoices(page);
  if (choices.length === 0) return '; it links to no antenna or feed';
  const named = choices.slice(0, NAMED).map(({ url, title }) => (title === null ? url : `${url} (${title})`));
  const more = choices.length > NAMED ? ` and ${choices.length - NAMED} more` : '';
  return printable(`; it links to ${named.join(', ')}${more}`);
}
