import type { PollErrorKind } from '../core/poll/index.ts';

/**
 * The one error a worker handler throws to answer `{ok: false}`: its kind names the localized
 * sentence (`error_<kind>`), its params fill it in, its message is the English fallback.
 *
 * @example
 * throw new ReplyError('already-subscribed', 'Demo is already subscribed', ['Demo']);
 */
export class ReplyError extends Error {
  readonly kind: PollErrorKind;
  readonly params: readonly string[];
  constructor(kind: PollErrorKind, message: string, params: readonly string[] = []) {
    super(message);
    this.name = 'ReplyError';
    this.kind = kind;
    this.params = params;
  }
}
