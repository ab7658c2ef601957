import { useState } from 'preact/hooks';
import { encodeEucJp } from '../../formats/text/encode-euc-jp.ts';
import { encodeHinadi } from '../../formats/hinadi/encode-hinadi.ts';
import { encodeLirs } from '../../formats/lirs/encode-lirs.ts';
import type { AntennaRecord } from '../../core/record.ts';
import { t } from '../../platform/i18n.ts';
import type { OptionsStore } from './options-env.ts';
import { downloadFile } from './download-file.ts';

/**
 * Saves the merged antenna — every site, newest record each — as a LIRS or hina-di file that
 * other antenna tools can read.
 */
export function ExportAntenna({ store }: { store: OptionsStore }) {
  const [error, setError] = useState('');

  const allRecords = async (): Promise<AntennaRecord[] | null> => {
    setError('');
    try {
      const count = await store.countSites();
      if (count === 0) {
        setError(t('options_exportNoSites'));
        return null;
      }
      const sites = await store.listSites({ limit: count });
      return sites.map((site) => site.record);
    } catch (cause) {
      setError(t('options_exportFailed', cause instanceof Error ? cause.message : String(cause)));
      return null;
    }
  };

  const exportLirs = async () => {
    const records = await allRecords();
    if (!records) return;
    const bytes = await encodeLirs(records, { gzip: true });
    downloadFile('antenna.lirs.gz', bytes, 'application/gzip');
  };

  const exportHinadi = async () => {
    const records = await allRecords();
    if (!records) return;
    const now = Math.floor(Date.now() / 1000);
    // hina-di readers of the time expect EUC-JP; a title EUC-JP cannot hold makes it UTF-8.
    const eucJp = encodeEucJp(encodeHinadi(records, { now, relay: true, charset: 'EUC-JP' }));
    if (eucJp) downloadFile('hina.di', eucJp, 'text/plain; charset=EUC-JP');
    else downloadFile('hina.di', encodeHinadi(records, { now, relay: true, charset: 'UTF-8' }), 'text/plain; charset=UTF-8');
  };

  return (
    <div class="export">
      <h3>{t('options_exportAntennaHeading')}</h3>
      <p class="hint">{t('options_exportAntennaHint')}</p>
      <div class="actions">
        <button type="button" onClick={() => void exportLirs()}>
          {t('options_exportLirs')}
        </button>
        <button type="button" onClick={() => void exportHinadi()}>
          {t('options_exportHinadi')}
        </button>
      </div>
      <p role="alert" class={error ? 'alert' : 'alert empty'}>
        {error}
      </p>
    </div>
  );
}
