import { writeOpml } from '../../../markup/opml.ts';
import { antennaName } from '../../../core/antenna-name.ts';
import type { Subscription } from '../../../core/subscription.ts';
import { fileDate } from './file-date.ts';
import { useOptionsEnv } from '../options-env.ts';
import { writeSubscriptionsJson } from './subscriptions-json.ts';

/** Saves the list of followed antennas as OPML (for feed readers) or JSON (with this page's settings). */
export function ExportSubscriptions({ subscriptions }: { subscriptions: readonly Subscription[] }) {
  const { t, now: clock, saveFile } = useOptionsEnv();
  const empty = subscriptions.length === 0;
  const exportOpml = () => {
    const now = clock();
    // A watched page is no feed: a feed reader given it would fail. The JSON keeps it. Feed
    // readers show an outline's title: the antenna's name as this page shows it.
    const outlines = subscriptions.filter((s) => s.kind !== 'page').map((s) => ({ xmlUrl: s.url, title: antennaName(s), htmlUrl: null }));
    const text = writeOpml(outlines, { title: t('options_opmlTitle'), now });
    saveFile(`antenna-reader-${fileDate(new Date(now * 1000))}.opml`, text, 'text/x-opml; charset=utf-8');
  };
  const exportJson = () => {
    const now = clock();
    const text = writeSubscriptionsJson(subscriptions, now);
    saveFile(`antenna-reader-${fileDate(new Date(now * 1000))}.json`, text, 'application/json');
  };
  return (
    <div class="export">
      <h3>{t('options_exportSubscriptionsHeading')}</h3>
      {empty ? (
        <p class="hint">{t('options_exportNothing')}</p>
      ) : (
        <div class="actions">
          <button type="button" onClick={exportOpml}>
            {t('options_exportOpml')}
          </button>
          <button type="button" onClick={exportJson}>
            {t('options_exportJson')}
          </button>
        </div>
      )}
    </div>
  );
}
