/**
 * The date for an export's file name, on the user's clock: `2023-11-15`.
 *
 * @example
 * fileDate(new Date(2023, 10, 15)) // '2023-11-15'
 */
export function fileDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
