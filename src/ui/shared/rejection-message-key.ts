import type { Rejection } from '../../core/record.ts';
import type { Translate } from './translate.ts';

/**
 * The message that says why a record was skipped, `rejection_<kind with - as _>`, or null when
 * this language has none for the kind (then the page shows the worker's English `reason`).
 *
 * @example
 * rejectionMessageKey({ kind: 'lm-zero', params: [] }, t) // 'rejection_lm_zero'
 */
export function rejectionMessageKey(rejection: { readonly kind: string; readonly params: Rejection['params'] }, t: Translate): string | null {
  const key = `rejection_${rejection.kind.replace(/[^A-Za-z0-9]/g, '_')}`;
  const text = t(key, [...rejection.params]);
  return text === key || text === '' ? null : key;
}
