/** The poll intervals offered, seconds: 15 min, 30 min, 1 h, 3 h, 6 h, 24 h. */
export const INTERVAL_CHOICES: readonly number[] = [900, 1800, 3600, 10_800, 21_600, 86_400];

/** The record expiry choices, seconds; 8 h is the LIRS recommendation and the default. */
export const EXPIRY_CHOICES: readonly number[] = [3600, 10_800, 28_800, 43_200, 86_400, 259_200, 604_800];

/**
 * The choices with `current` added in order when it is not one of them (a value imported
 * from a file, or set by an older version), so a select never shows a value it does not have.
 *
 * @example
 * withCurrent([900, 3600], 7200) // [900, 3600, 7200]
 */
export function withCurrent(choices: readonly number[], current: number | null): number[] {
  if (current === null || choices.includes(current)) return [...choices];
  return [...choices, current].sort((a, b) => a - b);
}
