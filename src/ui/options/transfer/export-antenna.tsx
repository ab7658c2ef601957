import { useEffect, useState } from 'preact/hooks';
import type { Site } from '../../../core/site.ts';
import type { Subscription, SubscriptionId } from '../../../core/subscription.ts';
import { useOptionsEnv, type OptionsStore } from '../options-env.ts';
import { exportHinadi, exportLirs } from './antenna-export.ts';

/**
 * Saves the merged antenna — every site, newest record each, the pages watched directly
 * included as this extension's own checks — as a LIRS or hina-di file that other antenna
 * tools can read. With no site stored yet it says so instead of offering buttons that save nothing.
 */
export function ExportAntenna({ store, subscriptions }: { store: OptionsStore; subscriptions: readonly Subscription[] }) {
  const { t, now, saveFile } = useOptionsEnv();
  const [error, setError] = useState('');
  /** Sites stored, counted again whenever the antennas (and so their counts) change; null until read. */
  const [stored, setStored] = useState<number | null>(null);
  useEffect(() => {
    void store.countSites().then(setStored, () => setStored(null));
  }, [store, subscriptions]);

  const allSites = async (): Promise<{ sites: Site[]; pages: Set<SubscriptionId> } | null> => {
    setError('');
    try {
      const count = await store.countSites();
      if (count === 0) {
        setError(t('options_exportNoSites'));
        return null;
      }
      const [sites, subscriptions] = await Promise.all([store.listSites({ limit: count }), store.listSubscriptions()]);
      return { sites, pages: new Set(subscriptions.filter((s) => s.kind === 'page').map((s) => s.id)) };
    } catch (cause) {
      setError(t('options_exportFailed', cause instanceof Error ? cause.message : String(cause)));
      return null;
    }
  };

  const saveLirs = async () => {
    const read = await allSites();
    if (!read) return;
    const file = exportLirs(read.sites);
    saveFile('antenna.lirs.gz', file.bytes, file.type);
  };

  const saveHinadi = async () => {
    const read = await allSites();
    if (!read) return;
    const file = exportHinadi(read.sites, read.pages, now());
    saveFile('hina.di', file.bytes, file.type);
  };

  return (
    <div class="export">
      <h3>{t('options_exportAntennaHeading')}</h3>
      <p class="hint">{t(stored === 0 ? 'options_exportNoSites' : 'options_exportAntennaHint')}</p>
      {stored !== 0 && (
        <div class="actions">
          <button type="button" onClick={() => void saveLirs()}>
            {t('options_exportLirs')}
          </button>
          <button type="button" onClick={() => void saveHinadi()}>
            {t('options_exportHinadi')}
          </button>
        </div>
      )}
      <p role="alert" class={error ? 'alert' : 'alert empty'}>
        {error}
      </p>
    </div>
  );
}
