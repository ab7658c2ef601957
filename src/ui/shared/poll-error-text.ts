import type { PollError } from '../../core/subscription.ts';

/** A `_locales` lookup that gives the key back when there is no such message (as `t` does). */
export type Translate = (key: string, substitutions?: string | string[]) => string;

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
  const keys = [`error_${error.kind.replace(/[^A-Za-z0-9]/g, '_')}`];
  if (/^http-\d+$/.test(error.kind)) keys.push('error_http');
  for (const key of keys) {
    const text = t(key, params);
    if (text !== key && text !== '') return text;
  }
  return error.message;
}
