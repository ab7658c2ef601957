import { formatSiteTime } from '../../shared/format-site-time.ts';
import { formatRelativeTime } from '../../shared/relative-time.ts';
import { localOffset } from '../../shared/time-zone.ts';
import { formatUntil } from '../format-until.ts';
import { useOptionsEnv } from '../options-env.ts';

/**
 * A moment of the extension's own (last checked, next check) as relative text, with the date
 * and time on the user's clock as its tooltip and machine-readable `datetime`.
 */
export function TimeText(props: { seconds: number; now: number; locale: string; future?: boolean }) {
  const { t } = useOptionsEnv();
  const { seconds, now, locale } = props;
  const text = props.future
    ? formatUntil(seconds, now, locale, t('options_soon'))
    : formatRelativeTime(seconds, now, locale, t('options_justNow'));
  return (
    <time dateTime={new Date(seconds * 1000).toISOString()} title={formatSiteTime(seconds, localOffset(seconds), { locale })}>
      {text}
    </time>
  );
}
