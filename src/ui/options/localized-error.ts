import { pollErrorText } from '../shared/poll-error-text.ts';
import type { Translate } from '../shared/translate.ts';

/** An error from the worker: a poll's `PollError`, or a failed reply's `error`/`kind`/`params`. */
export interface WorkerError {
  readonly kind?: string | undefined;
  readonly message: string;
  readonly params?: readonly string[] | undefined;
}

/**
 * The worker's error in the user's language: the message `error_<kind>` (`-` as `_`) with the
 * error's params, then `error_http` for an HTTP status the messages do not name, else the
 * worker's English sentence.
 *
 * @example
 * localizedError({ kind: 'http-404', message: 'the server answered 404 (not found)', params: ['404'] }, t)
 * // 'ファイルが見つかりません（サーバーの応答：404）' in Japanese
 */
export function localizedError(error: WorkerError, t: Translate): string {
  if (!error.kind) return error.message;
  return pollErrorText({ kind: error.kind, message: error.message, params: error.params ?? [] }, t);
}

/** The same for a failed reply from `sendMessage`. */
export function replyError(reply: { readonly error: string; readonly kind?: string; readonly params?: readonly string[] }, t: Translate): string {
  return localizedError({ kind: reply.kind, message: reply.error, params: reply.params }, t);
}
