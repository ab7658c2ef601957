/**
 * Moving subscriptions in and out: export as a JSON or OPML file, import one (planned before it
 * is applied), and export an antenna's records as a LIRS or hina-di file.
 */
export { ExportAntenna } from './export-antenna.tsx';
export { ExportSubscriptions } from './export-subscriptions.tsx';
export { ImportSubscriptions } from './import-subscriptions.tsx';
