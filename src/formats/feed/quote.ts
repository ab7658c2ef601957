/**
 * Trims and shortens a value for a rejection message.
 *
 * @example
 * quote(' javascript:alert(1) ') // 'javascript:alert(1)'
 * quote('x'.repeat(100), 5)      // 'xxxx…'
 */
export function quote(value: string, max = 80): string {
  const trimmed = value.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`;
}
