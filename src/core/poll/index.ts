/**
 * When and how to poll: which subscriptions are due, one host at a time with a rest
 * between (`runPerHost`, `restingHosts`), backoff after failures, the next due time
 * (`applySchedule`), what a poll's outcome does to the schedule, and when a read file must
 * not replace the stored records (`shouldKeepPrevious`). The learned schedule is `schedule/`.
 */
export { failedPoll, healthyPoll, type PollClock } from './after-poll.ts';
export { checkTarget } from './check-target.ts';
export { dueSubscriptions } from './due-subscriptions.ts';
export { isSupersededPoll } from './is-superseded-poll.ts';
export { type PollError, type PollErrorKind } from './poll-error.ts';
export { pollResultOver } from './poll-result-over.ts';
export { asksForRest, restingHosts } from './resting-hosts.ts';
export { runPerHost } from './run-per-host.ts';
export { applySchedule, type Schedule } from './schedule-entry.ts';
export { shouldKeepPrevious } from './should-keep-previous.ts';
