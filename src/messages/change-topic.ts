/**
 * What a change notice from the worker says changed. Each open page re-reads what shows it;
 * every topic sent has a page listening for it.
 */
export type ChangeTopic =
  /** A subscription added, removed, renamed, re-scheduled or checked (a 304 too). */
  | 'subscriptions'
  /** A run of polls stored what it read: sites, their updates and the badge. */
  | 'sites'
  /** Sites marked seen or unseen, or Mark all seen. */
  | 'seen'
  /** A setting saved. */
  | 'settings'
  /** A sync run ended, or sync was switched on or off. */
  | 'sync'
  /** A poll or a run of polls began or ended (`status` says which are running). */
  | 'checking';

export const CHANGE_TOPICS: readonly ChangeTopic[] = ['subscriptions', 'sites', 'seen', 'settings', 'sync', 'checking'];

/** The notice the worker broadcasts to the open pages. */
export interface ChangeNotice {
  readonly kind: 'changed';
  readonly topic: ChangeTopic;
}

/** The topic of a change notice, or null when `message` is not one. */
export function changeTopicOf(message: unknown): ChangeTopic | null {
  if (typeof message !== 'object' || message === null) return null;
  const { kind, topic } = message as { kind?: unknown; topic?: unknown };
  return kind === 'changed' && (CHANGE_TOPICS as readonly unknown[]).includes(topic) ? (topic as ChangeTopic) : null;
}
