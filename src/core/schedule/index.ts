/**
 * The learned check schedule: when to check a subscription next, from when it updated
 * (`learnedDelay`, used by `nextDue`), how a seen change joins its history (`recordChange`),
 * and what the schedule does, in words for the options page (`describeSchedule`).
 */
export { learnedDelay, MIN_CHANGES, type ScheduleInput } from './learned-delay.ts';
export { recordChange, CHANGES_KEPT } from './record-change.ts';
export { learnUpdateRate, type UpdateRate } from './update-rate.ts';
export { describeSchedule, type ScheduleSummary } from './describe-schedule.ts';
