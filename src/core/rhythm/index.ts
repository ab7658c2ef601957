/**
 * A site's weekly rhythm: the weekday × hour grid of its updates (`rhythmGrid`), its busiest
 * hours, and the summary in words (`summarizeRhythm`).
 */
export { busiestHours } from './busiest-hours.ts';
export { rhythmGrid, type ClockTime, type RhythmGrid, type Weekday } from './rhythm-grid.ts';
export { RHYTHM_MIN_UPDATES, summarizeRhythm, type DayPart, type RhythmDays, type RhythmHours, type RhythmSummary } from './summarize-rhythm.ts';
