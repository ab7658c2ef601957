import type { Rejection } from '../../core/record.ts';
import { IsolatedMessage } from './isolated-message.tsx';
import type { Translate } from './translate.ts';
import { rejectionMessageKey } from './rejection-message-key.ts';

/**
 * Why a record was skipped, in the user's language: `rejection_<kind>` with each param (an
 * excerpt of the file, a field's name) in its own `<bdi>`, so text quoted from the file cannot
 * reorder the sentence; the worker's English sentence when the language has no message for it.
 *
 * @example
 * <RejectionMessage t={t} rejection={{ line: 3, kind: 'lm-zero', params: [], reason: 'unusable: Last-Modified is 0' }} />
 * // 使えないレコードです：Last-Modified が 0 です
 */
export function RejectionMessage({ t, rejection }: { readonly t: Translate; readonly rejection: Rejection }) {
  const key = rejectionMessageKey(rejection, t);
  return key === null ? <>{rejection.reason}</> : <IsolatedMessage t={t} messageKey={key} parts={rejection.params} />;
}
