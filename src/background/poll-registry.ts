import type { SubscriptionId } from '../core/subscription.ts';
import type { CheckingPoll } from '../messages/messages.ts';
import type { PollOutcome } from './poll-subscription.ts';

interface RunningPoll {
  readonly promise: Promise<PollOutcome>;
  requests: number;
  decoding: boolean;
}

/**
 * The polls running in this worker's life, one per subscription: a second request for a
 * subscription already being polled (five quick clicks on Check now, the alarm's run meeting
 * the user's) joins the running poll and gets its outcome, instead of sending another request
 * to the same host whose answer might land after a newer one. In memory only: a poll never
 * outlives its worker, and the store refuses a write older than the one it holds
 * (`replaceRecords`), so a new life starts with none.
 */
export class PollRegistry {
  private readonly running = new Map<SubscriptionId, RunningPoll>();

  /** The running poll of `id` if there is one, else the one `start` begins. */
  run(id: SubscriptionId, start: () => Promise<PollOutcome>): Promise<PollOutcome> {
    const held = this.running.get(id);
    if (held) {
      held.requests++;
      return held.promise;
    }
    let settle!: (outcome: Promise<PollOutcome>) => void;
    const entry: RunningPoll = { promise: new Promise<PollOutcome>((resolve) => (settle = resolve)), requests: 1, decoding: false };
    // In the map before the poll starts, so whatever the poll says of itself finds its entry.
    this.running.set(id, entry);
    const done = (): void => {
      if (this.running.get(id) === entry) this.running.delete(id);
    };
    settle(
      start().then(
        (outcome) => {
          done();
          return outcome;
        },
        (error: unknown) => {
          done();
          throw error;
        },
      ),
    );
    return entry.promise;
  }

  /**
   * A poll of `id` that begins after now: one running (read under choices the user has just
   * changed) is waited out, then a new one runs, or is joined if another began meanwhile.
   */
  async runAfter(id: SubscriptionId, start: () => Promise<PollOutcome>): Promise<PollOutcome> {
    const held = this.running.get(id);
    if (held) await held.promise.catch(() => undefined);
    return this.run(id, start);
  }

  /** Notes that the poll of `id` is decoding its file (true) or no longer (false). */
  decoding(id: SubscriptionId, on: boolean): void {
    const entry = this.running.get(id);
    if (entry) entry.decoding = on;
  }

  /** The polls running now, for `status`. */
  snapshot(): CheckingPoll[] {
    return [...this.running].map(([id, entry]) => ({ id, requests: entry.requests, decoding: entry.decoding }));
  }
}
