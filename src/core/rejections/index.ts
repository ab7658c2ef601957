/**
 * A record a decoder could not read: `rejected` and its kinds, with where it was.
 */
export { rejected, rejectionAt, type Rejected } from './rejected.ts';
export { type RejectionKind } from './rejection-kinds.ts';
