import type { SubscriptionId } from '../../../core/subscription.ts';
import { checkAntennaUrl, type UrlProblem } from '../add/index.ts';
import type { ImportEntry } from './subscriptions-json.ts';

/** An entry that will be added, with the address and id the worker will use. */
export interface PlannedAddition {
  readonly entry: ImportEntry;
  readonly url: string;
  readonly id: SubscriptionId;
}

/** What an import will do, shown before anything is added. */
export interface ImportPlan {
  readonly add: readonly PlannedAddition[];
  /** Already followed, or listed twice in the file: skipped. */
  readonly duplicates: readonly ImportEntry[];
  /** Addresses that cannot be followed, with why. */
  readonly invalid: readonly { readonly entry: ImportEntry; readonly problem: UrlProblem }[];
}

/**
 * Sorts import entries into new, already followed and unusable. An import only ever adds:
 * nothing already followed is touched, and the same antenna listed twice is added once.
 *
 * @example
 * planImport([{ url: 'http://a.example/a.lirs', title: null }], new Set())
 * // { add: [{ entry, url: 'http://a.example/a.lirs', id: 'http://a.example/a.lirs' }], duplicates: [], invalid: [] }
 */
export function planImport(entries: readonly ImportEntry[], followed: ReadonlySet<string>): ImportPlan {
  const add: PlannedAddition[] = [];
  const duplicates: ImportEntry[] = [];
  const invalid: { entry: ImportEntry; problem: UrlProblem }[] = [];
  const seen = new Set<string>(followed);
  for (const entry of entries) {
    const checked = checkAntennaUrl(entry.url);
    if (!checked.ok) invalid.push({ entry, problem: checked.problem });
    else if (seen.has(checked.id)) duplicates.push(entry);
    else {
      seen.add(checked.id);
      add.push({ entry, url: checked.url, id: checked.id });
    }
  }
  return { add, duplicates, invalid };
}
