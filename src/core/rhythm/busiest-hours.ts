/**
 * The narrowest run of hours of the day (circular, up to `maxWidth` hours, the earliest start
 * on a tie) holding at least `atLeast` of the counts in `byHour` (24 counts, hour 0 first), or
 * null when no run that narrow holds that many.
 *
 * @example
 * busiestHours(countsPeakingAt21to23, 4, 10) // { from: 21, to: 23, width: 3 }
 */
export function busiestHours(byHour: readonly number[], maxWidth: number, atLeast: number): { from: number; to: number; width: number } | null {
  for (let width = 1; width <= maxWidth; width++) {
    let best = -1;
    let bestSum = 0;
    for (let from = 0; from < 24; from++) {
      let sum = 0;
      for (let i = 0; i < width; i++) sum += byHour[(from + i) % 24] ?? 0;
      if (sum > bestSum) {
        best = from;
        bestSum = sum;
      }
    }
    if (best >= 0 && bestSum >= atLeast) return { from: best, to: (best + width - 1) % 24, width };
  }
  return null;
}
