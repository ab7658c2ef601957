/**
 * The `charset` parameter of a Content-Type value, unquoted, or null.
 *
 * @example
 * charsetParameter('text/plain; charset="EUC-JP"') // 'EUC-JP'
 */
export function charsetParameter(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType);
  return match?.[2] ?? null;
}
