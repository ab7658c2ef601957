import { useEffect, useRef } from 'preact/hooks';
import type { AntennaPreview } from '../../../messages/messages.ts';
import type { Settings } from '../../../core/settings.ts';
import { antennaName } from '../../../core/antenna-name.ts';
import { formatSiteTime } from '../../shared/format-site-time.ts';
import { hostFromUrl } from '../../shared/host-from-url.ts';
import { isSafeLink } from '../../shared/is-safe-link.ts';
import { displayZone } from '../../shared/time-zone.ts';
import { isShowableTime, isFutureDated } from '../../../core/freshness/index.ts';
import { IsolatedMessage } from '../../shared/isolated-message.tsx';
import { RejectionMessage } from '../../shared/rejection-message.tsx';
import { RowBoundary } from '../../shared/row-boundary.tsx';
import { encodingLabel, formatLabel } from '../format-label.ts';
import { useOptionsEnv } from '../options-env.ts';

const NEWEST_SHOWN = 5;
const REJECTED_SHOWN = 10;

interface Props {
  readonly preview: AntennaPreview;
  /** The text of the link the antenna was chosen from, if any: its name until the file gives one. */
  readonly linkText: string | null;
  readonly locale: string;
  readonly timeZone: Settings['timeZone'];
  readonly busy: boolean;
  readonly onSubscribe: () => void;
  readonly onCancel: () => void;
}

/**
 * What the worker read at an address, shown before the user subscribes to it. Feed text is
 * isolated (`<bdi>`) and titles kept to one clipped line as in the popup, so neither a
 * right-to-left override nor a 100,000-character title can push Subscribe off the page; a
 * record that cannot be shown costs its own line only.
 */
export function AntennaPreviewView({ preview, linkText, locale, timeZone, busy, onSubscribe, onCancel }: Props) {
  const { t } = useOptionsEnv();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [preview]);
  const count = new Intl.NumberFormat(locale).format(preview.siteCount);
  const rejected = preview.rejected.length;
  return (
    <section class="preview" aria-labelledby="preview-heading">
      <h3 id="preview-heading" class="one-line" ref={heading} tabIndex={-1}>
        <bdi>{antennaName({ title: preview.title ?? linkText, url: preview.url })}</bdi>
      </h3>
      <p class="url">
        <bdi>{preview.url}</bdi>
      </p>
      <dl class="facts">
        <div>
          <dt>{t('options_format')}</dt>
          <dd>{formatLabel(preview.format, t)}</dd>
        </div>
        <div>
          <dt>{t('options_encoding')}</dt>
          <dd>{encodingLabel(preview.encoding)}</dd>
        </div>
        <div>
          <dt>{t('options_sites')}</dt>
          <dd>{count}</dd>
        </div>
      </dl>
      {preview.newest.length > 0 ? (
        <>
          <h4>{t('options_previewNewest')}</h4>
          <ul class="newest">
            {preview.newest.slice(0, NEWEST_SHOWN).map((record, index) => (
              <RowBoundary key={index} data={record} fallback={<li class="muted">{t('options_recordUnreadable')}</li>}>
                <NewestSite record={record} locale={locale} timeZone={timeZone} />
              </RowBoundary>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('options_previewEmpty')}</p>
      )}
      {rejected > 0 && (
        <details class="rejected">
          <summary>{t('options_previewRejected', String(rejected))}</summary>
          <ul>
            {preview.rejected.slice(0, REJECTED_SHOWN).map((rejection, index) => (
              <li key={index}>
                <IsolatedMessage t={t} messageKey="options_rejectedLine" parts={[String(rejection.line), <RejectionMessage t={t} rejection={rejection} />]} />
              </li>
            ))}
            {rejected > REJECTED_SHOWN && <li>{t('options_andMore', String(rejected - REJECTED_SHOWN))}</li>}
          </ul>
        </details>
      )}
      <div class="actions">
        <button type="button" class="primary" onClick={onSubscribe} disabled={busy}>
          {t('options_subscribe')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('options_cancel')}
        </button>
      </div>
    </section>
  );
}

/** One of the newest sites: its name on one clipped line, then when it updated. */
function NewestSite({ record, locale, timeZone }: { record: AntennaPreview['newest'][number]; locale: string; timeZone: Settings['timeZone'] }) {
  const { t, now } = useOptionsEnv();
  const name = record.title ?? hostFromUrl(record.url);
  const showable = isShowableTime(record.lastModified);
  const when = showable ? formatSiteTime(record.lastModified, displayZone(record.lastModified, record.tzOffset, timeZone).offset, { locale }) : '';
  // Sorted newest first, a site the antenna dated ahead of the present comes first: say so, as the popup does.
  const future = showable && isFutureDated(record, now());
  const time = !showable ? t('options_dateUnreadable') : future ? t('options_previewFuture', when) : when;
  return (
    <li class={future ? 'newest-site is-future' : 'newest-site'}>
      {isSafeLink(record.url) ? (
        <a class="one-line" href={record.url} target="_blank" rel="noopener noreferrer" title={name}>
          <bdi>{name}</bdi>
        </a>
      ) : (
        <bdi class="one-line" title={name}>
          {name}
        </bdi>
      )}
      <span class="muted">{time}</span>
    </li>
  );
}
