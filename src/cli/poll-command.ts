import { mergeSite, type MergeCandidate } from '../core/merge-site.ts';
import type { Site } from '../core/site.ts';
import type { SubscriptionId } from '../core/subscription.ts';
import { normalizeUrl } from '../http/normalize-url.ts';
import { readAntenna, type ReadAntennaResult } from '../reading/read-antenna.ts';
import { CliError } from './cli-error.ts';
import { cliFetchDeps } from './cli-fetch.ts';
import type { CliIo } from './cli-io.ts';
import { recordJson } from './decoded-json.ts';
import { decodedSummary, recordTable } from './format-table.ts';
import { printable } from './printable.ts';

/** Merges several antennas' records the way the extension does: one row per site. */
function mergeAntennas(results: readonly ReadAntennaResult[]): Site[] {
  const bySite = new Map<string, MergeCandidate[]>();
  for (const result of results) {
    if (!result.ok) continue;
    for (const record of result.records) {
      const key = normalizeUrl(record.url);
      const candidates = bySite.get(key) ?? [];
      candidates.push({ subscriptionId: result.url as SubscriptionId, record });
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

function antennaJson(result: ReadAntennaResult) {
  if (!result.ok) return { url: result.url, error: result.error.message, format: null, encoding: null, title: null, records: 0, rejected: [], history: null };
  return {
    url: result.url,
    error: null,
    format: result.decoded.format,
    encoding: result.decoded.encoding,
    title: result.decoded.title,
    records: result.records.length,
    rejected: result.decoded.rejected.map(({ line, reason }) => ({ line, reason })),
    history: result.history.historyWarning?.message ?? null,
  };
}

/**
 * `antenna poll <URL>… [--json]`: what the extension would see on a first poll of these
 * antennas — fetched, decoded, RFC 5005 history followed with the same bounds, and merged
 * into one row per site — with every error and warning. Exit 0 when at least one was read.
 */
export async function pollCommand(urls: readonly string[], json: boolean, io: CliIo): Promise<void> {
  const deps = cliFetchDeps(io);
  const results: ReadAntennaResult[] = [];
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) throw new CliError(`poll reads http(s) URLs, not ${url}`, 2);
    results.push(await readAntenna(url, deps));
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
    if (sites.some((site) => site.record.tzOffset === null)) lines.push('', 'Z: UTC; the antenna did not say the site’s zone.');
    lines.push('');
    for (const result of results) {
      if (!result.ok) {
        lines.push(`${printable(result.url)}: ${printable(result.error.message)}`);
        continue;
      }
      lines.push(`${printable(result.url)}: ${decodedSummary({ ...result.decoded, records: result.records })}`);
      if (result.history.documents > 1) lines.push(`  read ${result.history.documents} documents of the feed's history`);
      if (result.history.historyWarning) lines.push(`  ${printable(result.history.historyWarning.message)}`);
      for (const { line, reason } of result.decoded.rejected) lines.push(`  rejected line ${line}: ${printable(reason)}`);
    }
    io.writeOut(`${lines.join('\n')}\n`);
  }
  if (results.every((result) => !result.ok)) throw new CliError('no antenna could be read', 1);
}
