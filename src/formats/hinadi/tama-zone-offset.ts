/** The zone names tamatebako knows (lib/func.rb `tz2lag`), in hours east of UTC. */
const ZONES: Readonly<Record<string, number>> = {
  PST: -8, MST: -7, PDT: -7, MDT: -6, CST: -6, CDT: -5, EST: -5, EDT: -4,
  GMT: 0, UT: 0, UTC: 0, BST: 1, CET: 1, MET: 1, EET: 2, JST: 9,
};

/**
 * The offset from UTC in seconds that tamatebako's `X-TAMA-Timezone` names: one of its zone
 * names (`JST` → 32400) or `+HHMM` / `-HHMM`; null for anything else.
 *
 * @example
 * tamaZoneOffset('JST')   // 32400
 * tamaZoneOffset('-0500') // -18000
 */
export function tamaZoneOffset(value: string): number | null {
  const name = value.trim().toUpperCase();
  const hours = ZONES[name];
  if (hours !== undefined) return hours * 3600;
  const numeric = /^([+-])(\d\d)(\d\d)$/.exec(name);
  if (numeric === null) return null;
  const seconds = Number(numeric[2]) * 3600 + Number(numeric[3]) * 60;
  if (seconds > 14 * 3600) return null;
  return numeric[1] === '-' ? -seconds : seconds;
}
