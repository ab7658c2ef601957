import type { PollError } from '../../core/subscription.ts';
import { isolateText } from './isolate-text.ts';
import { rejectionMessageKey } from './rejection-message-key.ts';
import type { Translate } from './translate.ts';

/** A `_locales` lookup that gives the key back when there is no such message (as `t` does). */

/**
 * A subscription's last error in the user's language: the message `error_<kind>` (`-` as `_`)
 * with the error's params, then `error_http` for an HTTP status no message names, else the
 * worker's English sentence. A failed reply (`{kind, error, params}`) reads the same way.
 *
 * @example
 * pollErrorText({ kind: 'http-404', message: 'the server answered 404', params: ['404'] }, t)
 * // 「サーバーが 404 を返しました」 in Japanese, when `error_http_404` or `error_http` exists
 */
export function pollErrorText(error: { readonly kind: string } & Pick<PollError, 'message' | 'params'>, t: Translate): string {
  const params = error.params ? [...error.params] : [];
  if (error.kind === 'no-records') {
    const text = noRecordsText(params, t);
    if (text !== null) return text;
  }
  const keys = [`error_${error.kind.replace(/[^A-Za-z0-9]/g, '_')}`];
  if (/^http-\d+$/.test(error.kind)) keys.push('error_http');
  for (const key of keys) {
    const text = t(key, params);
    if (text !== key && text !== '') return text;
  }
  return error.message;
}

/**
 * A `no-records` error that names its first rejection (`[count, English reason, line, kind,
 * ...params]`) as `error_no_records_first`, the rejection in the user's language and isolated
 * (`isolateText`: the values in it come from the file); null for one
 * stored before errors named it, or a kind this language has no message for.
 */
function noRecordsText(params: readonly string[], t: Translate): string | null {
  const [count = '', , line, kind, ...values] = params;
  if (line === undefined || kind === undefined) return null;
  const key = rejectionMessageKey({ kind, params: values }, t);
  if (key === null) return null;
  const text = t('error_no_records_first', [count, line, isolateText(t(key, values))]);
  return text === 'error_no_records_first' || text === '' ? null : text;
}
