import { mergeSite, type MergeCandidate } from '../core/freshness/index.ts';
import type { Site } from '../core/site.ts';
import type { SubscriptionId } from '../core/subscription.ts';
import { normalizeUrl } from '../http/normalize-url.ts';
import { FIRST_READ, readAntenna, type ReadOutcome } from '../reading/read-antenna.ts';
import { CliError } from './cli-error.ts';
import { cliReadDeps } from './cli-fetch.ts';
import { CLI_READ_LIMITS } from './cli-limits.ts';
import type { CliIo } from './cli-io.ts';
import { recordJson } from './json/decoded-json.ts';
import { decodedSummary, recordTable, tableNotes } from './format-table.ts';
import { pageLinks } from './page-links.ts';
import { printable } from './printable.ts';

/** Merges several antennas' records the way the extension does: one row per site. */
/** One antenna named on the command line, and what reading it gave. */
interface PolledAntenna {
  readonly url: string;
  readonly read: ReadOutcome;
}

function mergeAntennas(results: readonly PolledAntenna[]): Site[] {
  const bySite = new Map<string, MergeCandidate[]>();
  for (const { url, read } of results) {
    if (read.status !== 'ok') continue;
    for (const record of read.records) {
      const key = normalizeUrl(record.url);
      const candidates = bySite.get(key) ?? [];
      candidates.push({ subscriptionId: url as SubscriptionId, record });
      bySite.set(key, candidates);
    }
  }
  const sites: Site[] = [];
  for (const [key, candidates] of bySite) {
    const site = mergeSite(key, candidates);
    if (site) sites.push(site);
  }
  return sites.sort((a, b) => b.record.lastModified - a.record.lastModified);
}

/** Why an antenna could not be read, in the worker's words. */
function failure(read: Exclude<ReadOutcome, { status: 'ok' }>): string {
  return read.status === 'error' ? `${read.error.message}${pageLinks(read.page)}` : 'the server answered 304 to a plain request';
}

function antennaJson({ url, read }: PolledAntenna) {
  if (read.status !== 'ok') return { url, error: failure(read), format: null, encoding: null, title: null, records: 0, rejected: [], history: null };
  return {
    url,
    error: null,
    format: read.format,
    encoding: read.encoding,
    title: read.title,
    records: read.records.length,
    rejected: read.rejected.map(({ line, reason }) => ({ line, reason })),
    history: read.historyWarning?.message ?? null,
  };
}

/**
 * `antenna poll <URL>… [--json]`: what the extension would see on a first poll of these
 * antennas — fetched, decoded, RFC 5005 history followed with the same bounds, and merged
 * into one row per site — with every error and warning. Exit 0 when at least one was read.
 */
export async function pollCommand(urls: readonly string[], json: boolean, io: CliIo): Promise<void> {
  const deps = cliReadDeps(io);
  const results: PolledAntenna[] = [];
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) throw new CliError(`poll reads http(s) URLs, not ${url}`, 2);
    results.push({ url, read: await readAntenna(url, FIRST_READ, deps, CLI_READ_LIMITS) });
  }
  const sites = mergeAntennas(results);
  if (json) {
    const out = {
      antennas: results.map(antennaJson),
      sites: sites.map((site) => ({ ...recordJson(site.record), sources: site.sources })),
    };
    io.writeOut(`${JSON.stringify(out, null, 2)}\n`);
  } else {
    const lines = sites.length === 0 ? ['(no sites)'] : recordTable(sites.map((site) => site.record));
    lines.push(...tableNotes(sites.map((site) => site.record)), '');
    for (const { url, read } of results) {
      if (read.status !== 'ok') {
        lines.push(`${printable(url)}: ${printable(failure(read))}`);
        continue;
      }
      lines.push(`${printable(url)}: ${decodedSummary({ ...read, feed: null, rejected: [...read.rejected] })}`);
      if (read.documents > 1) lines.push(`  read ${read.documents} documents of the feed's history`);
      if (read.historyWarning) lines.push(`  ${printable(read.historyWarning.message)}`);
      for (const { line, reason } of read.rejected) lines.push(`  rejected line ${line}: ${printable(reason)}`);
    }
    io.writeOut(`${lines.join('\n')}\n`);
  }
  if (results.every(({ read }) => read.status !== 'ok')) throw new CliError('no antenna could be read', 1);
}
