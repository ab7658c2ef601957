import type { Subscription } from '../../core/subscription.ts';
import { pollErrorText } from '../shared/poll-error-text.ts';
import type { Translate } from '../shared/translate.ts';

/** At most this many notices; the rest are counted, and listed in full on the options page. */
const MAX_NOTICES = 3;

/** One notice: a message whose two parts (the antenna's name, the error) are feed text. */
export interface ProblemNotice {
  readonly key: string;
  readonly kind: 'error' | 'warning';
  readonly messageKey: 'popup_failing' | 'popup_historyWarning';
  readonly parts: readonly [string, string];
}

/**
 * Which antennas are failing and why, and which may have an incomplete history (shown over the
 * popup's list), and how many more there are beyond those shown.
 *
 * @example
 * problemList([{ lastError: { kind: 'http-404', … }, … }], labelOf, t)
 * // { shown: [{ kind: 'error', messageKey: 'popup_failing', parts: ['Antenna', 'The server answered 404'] }], more: 0 }
 */
export function problemList(
  subscriptions: readonly Subscription[],
  labelOf: (s: Subscription) => string,
  t: Translate,
): { readonly shown: readonly ProblemNotice[]; readonly more: number } {
  const notices: ProblemNotice[] = [];
  for (const subscription of subscriptions) {
    if (subscription.lastError) {
      notices.push({ key: `error\n${subscription.id}`, kind: 'error', messageKey: 'popup_failing', parts: [labelOf(subscription), pollErrorText(subscription.lastError, t)] });
    }
    if (subscription.historyWarning) {
      notices.push({
        key: `history\n${subscription.id}`,
        kind: 'warning',
        messageKey: 'popup_historyWarning',
        parts: [labelOf(subscription), pollErrorText(subscription.historyWarning, t)],
      });
    }
  }
  const shown = notices.length > MAX_NOTICES ? notices.slice(0, MAX_NOTICES - 1) : notices;
  return { shown, more: notices.length - shown.length };
}
