import type { AntennaStore } from '../store/types.ts';

/**
 * "Mark all seen" at `now`: every update the reader had learned of — and so could have shown —
 * by then is seen, whatever the sites' own clocks say (an antenna whose clock runs fast, or one
 * that says 2100, moves nothing). An update an antenna reports after this, even one dated
 * before it, is new.
 */
export async function markAllSeen(store: Pick<AntennaStore, 'markAllSeen'>, now: number): Promise<void> {
  await store.markAllSeen(now);
}
