import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { hostAndPath } from '../../../core/antenna-name.ts';
import type { FoundFeedKind } from '../../../markup/find-feeds.ts';
import type { TabReading } from '../../../messages/tab-reading.ts';
import { tabOffers, type TabOffer, type TabOffers } from '../../../reading/tab-offers.ts';
import { formatLabel } from '../../options/format-label.ts';
import { useEnv } from '../popup-env.ts';
import type { OnThisPageProps } from './on-this-page.tsx';
import { useFollow, type Follow } from './use-follow.ts';
import css from './on-this-page.css?inline';
import type { Translate } from '../../shared/translate.ts';

/** Offers shown before "more": the popup is for the list of sites below. */
const FIRST_SHOWN = 3;

/** The tab's antennas and feeds, each with Subscribe or "Already following", and Watch this page. */
export function OnThisPageSection({ subscriptions }: OnThisPageProps) {
  const env = useEnv();
  const { t } = env;
  const [reading, setReading] = useState<TabReading | null>(null);
  const [expanded, setExpanded] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const follow = useFollow();

  useEffect(() => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    let live = true;
    // The one read of the tab, when the popup opens.
    env.readTab().then(
      (read) => live && setReading(read),
      () => live && setReading({ status: 'no-tab' }),
    );
    return () => {
      live = false;
      style.remove();
    };
  }, []);

  const followed = useMemo(() => new Set<string>(subscriptions.map((s) => s.id)), [subscriptions]);
  const offers = useMemo(() => (reading === null ? null : tabOffers(reading, followed)), [reading, followed]);
  useEffect(() => {
    if (expanded) list.current?.querySelectorAll<HTMLElement>('.on-page-offer')[FIRST_SHOWN]?.focus();
  }, [expanded]);

  if (offers === null) return null;
  if (offers.kind === 'nothing') {
    const note = noteOf(offers, t);
    return note === null ? null : <p class="on-page-note">{note}</p>;
  }
  const all = offers.kind === 'file' ? [offers.offer] : offers.offers;
  const shown = expanded ? all : all.slice(0, FIRST_SHOWN);
  return (
    <section class="on-page" aria-labelledby="on-page-heading">
      <h2 id="on-page-heading" class="on-page-heading">
        {t('onPage_heading')}
      </h2>
      <ul class="on-page-offers" ref={list}>
        {shown.map((offer) => (
          <OfferItem key={offer.url} offer={offer} file={offers.kind === 'file'} follow={follow} />
        ))}
        {offers.kind === 'page' && (
          <li class="on-page-offer" tabIndex={-1}>
            <span class="on-page-name">
              <bdi>{offers.title ?? hostAndPath(offers.url)}</bdi>
            </span>
            {offers.following ? (
              <span class="on-page-following">{t('onPage_watching')}</span>
            ) : (
              <button type="button" class="button" disabled={follow.busy !== null} onClick={() => follow.watch(offers.url)}>
                {t('onPage_watch')}
              </button>
            )}
          </li>
        )}
      </ul>
      {!expanded && all.length > shown.length && (
        <button type="button" class="button on-page-more" onClick={() => setExpanded(true)}>
          {t('onPage_more', String(all.length - shown.length))}
        </button>
      )}
      {offers.kind === 'page' && offers.total > all.length && (expanded || all.length <= FIRST_SHOWN) && (
        <p class="on-page-note">{t('onPage_notListed', String(offers.total - all.length))}</p>
      )}
      <p class="on-page-status" role="status">
        {follow.status}
      </p>
      <p class="on-page-error" role="alert">
        {follow.error}
      </p>
    </section>
  );
}

function OfferItem({ offer, file, follow }: { offer: TabOffer; file: boolean; follow: Follow }) {
  const { t } = useEnv();
  const kind = kindLabel(offer.kind, t);
  const name = file && offer.title === null ? t('onPage_thisFile', kind) : (offer.title ?? hostAndPath(offer.url));
  return (
    <li class="on-page-offer" tabIndex={-1}>
      <span class="on-page-kind">{kind}</span>
      <span class="on-page-name" title={offer.url}>
        <bdi>{name}</bdi>
      </span>
      {offer.following ? (
        <span class="on-page-following">{t('onPage_following')}</span>
      ) : (
        <button
          type="button"
          class="button primary"
          aria-label={t('onPage_subscribeTo', name)}
          disabled={follow.busy !== null}
          onClick={() => follow.subscribe(offer)}
        >
          {t('onPage_subscribe')}
        </button>
      )}
    </li>
  );
}

function kindLabel(kind: FoundFeedKind, t: (key: string) => string): string {
  // A page's RSS link does not say 1.0 or 2.0: that is known once the file is read.
  return kind === 'rss' ? t('onPage_formatRss') : formatLabel(kind, t);
}

function noteOf(offers: TabOffers & { kind: 'nothing' }, t: Translate): string | null {
  switch (offers.reason) {
    case 'unreadable':
      return t('onPage_unreadable');
    case 'not-a-page':
      return t('onPage_notAPage', offers.contentType ?? '');
    // A browser page or no tab: nothing to say, the popup is its list.
    case 'browser-page':
    case 'no-tab':
      return null;
  }
}
