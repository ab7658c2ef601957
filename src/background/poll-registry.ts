import type { SubscriptionId } from '../core/subscription.ts';
import type { CheckingPoll } from '../messages/messages.ts';
import type { PollOutcome } from './poll-subscription.ts';

interface RunningPoll {
  readonly promise: Promise<PollOutcome>;
  requests: number;
  decoding: boolean;
}

/**
 * The polls running in this worker's life, one per subscription, and the poll runs under way:
 * the one truth of "a check is running" (the pages ask `status`, and are told `checking`
 * whenever it changes). A second request for a subscription already being polled (five quick
 * clicks on Check now, the alarm's run meeting the user's, a watched page's check) joins the
 * running poll and gets its outcome, instead of sending another request to the same host whose
 * answer might land after a newer one. In memory only: a poll never outlives its worker, and
 * the store refuses a write older than the one it holds (`replaceRecords`), so a new life
 * starts with none, and nothing can be left saying a run goes on that died with its worker.
 */
export class PollRegistry {
  private readonly running = new Map<SubscriptionId, RunningPoll>();
  private runs = 0;

  /** `changed` is called whenever a poll or a run begins or ends (the worker tells the pages). */
  constructor(private readonly changed: () => void = () => undefined) {}

  /** Notes that a poll run begins; the function it returns ends it (once). */
  beginRun(): () => void {
    this.runs++;
    this.changed();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.runs--;
      this.changed();
    };
  }

  /** Whether a poll run, or any poll, is under way. */
  busy(): boolean {
    return this.runs > 0 || this.running.size > 0;
  }

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
    this.changed();
    const done = (): void => {
      if (this.running.get(id) !== entry) return;
      this.running.delete(id);
      this.changed();
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
