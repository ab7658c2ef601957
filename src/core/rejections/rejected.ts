import type { Rejection, RejectionCause } from '../record.ts';
import type { RejectionKind } from './rejection-kinds.ts';
import { rejectionReason } from './rejection-reasons.ts';

/** What a reader of one record or block gives back when the record must be skipped. */
export type Rejected = { readonly status: 'rejected' } & RejectionCause;

/**
 * A skipped record's outcome: its kind, its params, and the English sentence made from them.
 *
 * @example
 * rejected('too-few-fields', '3')
 * // { status: 'rejected', kind: 'too-few-fields', params: ['3'],
 * //   reason: 'too few fields: 3, where a record needs at least 5' }
 */
export function rejected(kind: RejectionKind, ...params: string[]): Rejected {
  return { status: 'rejected', kind, params, reason: rejectionReason(kind, params) };
}

/**
 * The rejection of the record that starts on `line`, for the decoder's list.
 *
 * @example
 * rejectionAt(4, rejected('lm-zero')) // { line: 4, kind: 'lm-zero', params: [], reason: 'unusable: Last-Modified is 0' }
 */
export function rejectionAt(line: number, cause: RejectionCause): Rejection {
  return { line, kind: cause.kind, params: cause.params, reason: cause.reason };
}
