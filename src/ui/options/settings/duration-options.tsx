import { formatDuration } from '../format-duration.ts';
import { withCurrent } from './interval-choices.ts';

interface Props {
  readonly choices: readonly number[];
  /** The value now set, offered even when it is not one of the choices. */
  readonly current: number | null;
  readonly locale: string;
  /** How to name one choice; the duration in the user's language by default. */
  readonly label?: (seconds: number, duration: string) => string;
}

/** The `<option>`s of a select of durations (seconds as values). */
export function DurationOptions({ choices, current, locale, label }: Props) {
  return (
    <>
      {withCurrent(choices, current).map((seconds) => {
        const duration = formatDuration(seconds, locale);
        return (
          <option key={seconds} value={String(seconds)}>
            {label ? label(seconds, duration) : duration}
          </option>
        );
      })}
    </>
  );
}
