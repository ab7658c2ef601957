/** One budget a figure is held to, and whether this run held it. */
export interface Budget {
  /** What is held, as the summary names it: `decode lirs chromium ratio ≤ 2.0`. */
  readonly name: string;
  readonly held: boolean;
}

/** One printed line of the benchmark. */
export interface Figure {
  /** `decode lirs node`, `popup first rows 20,000`, … */
  readonly name: string;
  /** The measured values, budgets marked inline with `mark()`. */
  readonly text: string;
  /** `median of 7`, `one build`, … */
  readonly how: string;
  readonly budgets: readonly Budget[];
}

/** The median; the mean of the middle two for an even count. NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of per-run ratios `full[i] / bare[i]`: each run times both ways back to back. */
export function pairedRatio(full: readonly number[], bare: readonly number[]): number {
  return median(full.map((value, i) => value / (bare[i] ?? Number.NaN)));
}

/** A budget, with the inline text that shows it: `(budget ≤ 2.0) ✓` or `(budget ≤ 2.0) ✗ FAIL`. */
export function check(name: string, limit: string, held: boolean): { budget: Budget; mark: string } {
  return { budget: { name: `${name} ${limit}`, held }, mark: `(budget ${limit}) ${held ? '✓' : '✗ FAIL'}` };
}

export function formatFigure(figure: Figure): string {
  return `${figure.name}: ${figure.text} — ${figure.how}`;
}

/** `123,456` */
export function grouped(value: number): string {
  return Math.round(value).toLocaleString('en');
}

export function ms(value: number): string {
  return `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en')} ms`;
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
