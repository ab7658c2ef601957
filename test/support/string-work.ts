/**
 * Counts the work of string handling instead of timing it (a busy machine makes timings flaky):
 * while installed, every `String.prototype` method a parser leans on is charged for the
 * characters it scans — `indexOf` up to what it finds, `slice` for what it copies,
 * `charCodeAt` for one — so a test can ask that four times the input cost about four times as
 * much. The classic quadratic slip, a search that runs to the end of the text from every line,
 * shows up at once. Only tests import this.
 */
export interface StringWork {
  /** The work `run` does, in characters scanned. */
  measure(run: () => void): number;
  /** Puts the string methods back. */
  restore(): void;
}

const from = (args: unknown[], index: number): number => (typeof args[index] === 'number' ? (args[index] as number) : 0);

const PRICES: Record<string, (text: string, args: unknown[], result: unknown) => number> = {
  charCodeAt: () => 0,
  codePointAt: () => 0,
  indexOf: (text, args, result) => (result === -1 ? text.length : (result as number) + String(args[0]).length) - from(args, 1),
  lastIndexOf: (_text, args, result) => Math.max(0, from(args, 1) - (result as number)),
  includes: (text) => text.length,
  startsWith: (_text, args) => String(args[0]).length,
  endsWith: (_text, args) => String(args[0]).length,
  slice: (_text, _args, result) => (result as string).length,
  substring: (_text, _args, result) => (result as string).length,
  split: (text) => text.length,
  replace: (text) => text.length,
  replaceAll: (text) => text.length,
  trim: (text) => text.length,
  toUpperCase: (text) => text.length,
  toLowerCase: (text) => text.length,
};

export function installStringWork(): StringWork {
  let cost = 0;
  const prototype = String.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = new Map<string, (...args: unknown[]) => unknown>();
  for (const [name, price] of Object.entries(PRICES)) {
    const original = prototype[name];
    if (original === undefined) throw new Error(`no String.prototype.${name}`);
    originals.set(name, original);
    prototype[name] = function (this: string, ...args: unknown[]): unknown {
      const result = original.apply(this, args);
      cost += 1 + price(String(this), args, result);
      return result;
    };
  }
  return {
    measure(run) {
      cost = 0;
      run();
      return cost;
    },
    restore() {
      for (const [name, original] of originals) prototype[name] = original;
    },
  };
}
