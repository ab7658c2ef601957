import { useEffect, useRef } from 'preact/hooks';
import type { AntennaPreview } from '../../messages/messages.ts';
import type { Settings } from '../../core/settings.ts';
import { t } from '../../platform/i18n.ts';
import { antennaName } from '../../core/antenna-name.ts';
import { formatAbsoluteTime } from '../shared/absolute-time.ts';
import { hostFromUrl } from '../shared/host-from-url.ts';
import { isSafeLink } from '../shared/is-safe-link.ts';
import { displayZone } from '../shared/time-zone.ts';
import { encodingLabel, formatLabel } from './format-label.ts';

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

/** What the worker read at an address, shown before the user subscribes to it. */
export function AntennaPreviewView({ preview, linkText, locale, timeZone, busy, onSubscribe, onCancel }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [preview]);
  const count = new Intl.NumberFormat(locale).format(preview.siteCount);
  const rejected = preview.rejected.length;
  return (
    <section class="preview" aria-labelledby="preview-heading">
      <h3 id="preview-heading" ref={heading} tabIndex={-1}>
        {antennaName({ title: preview.title ?? linkText, url: preview.url })}
      </h3>
      <p class="url">{preview.url}</p>
      <dl class="facts">
        <div>
          <dt>{t('options_format')}</dt>
          <dd>{formatLabel(preview.format)}</dd>
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
            {preview.newest.slice(0, NEWEST_SHOWN).map((record) => {
              const zone = displayZone(record.lastModified, record.tzOffset, timeZone);
              const name = record.title ?? hostFromUrl(record.url);
              return (
                <li key={record.url}>
                  {isSafeLink(record.url) ? (
                    <a href={record.url} target="_blank" rel="noopener noreferrer">
                      {name}
                    </a>
                  ) : (
                    <span>{name}</span>
                  )}{' '}
                  <span class="muted">{formatAbsoluteTime(record.lastModified, zone.offset, locale)}</span>
                </li>
              );
            })}
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
              <li key={index}>{t('options_rejectedLine', [String(rejection.line), rejection.reason])}</li>
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
