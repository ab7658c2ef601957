/**
 * Adding to the list: the Add field (an antenna, a feed, or a page found at an address), its
 * preview and the checks on the address, and the form that watches a page.
 */
export { AddAntenna } from './add-antenna.tsx';
export { checkAntennaUrl, type UrlProblem } from './check-antenna-url.ts';
export { WatchPageForm } from './watch-page-form.tsx';
