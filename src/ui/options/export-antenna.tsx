import { useState } from 'preact/hooks';
import { encodeHinadiFile } from '../../formats/hinadi/encode-hinadi-file.ts';
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
    // hina-di readers of the time expect EUC-JP, and strict ones reject NEC and IBM additions.
    const bytes = encodeHinadiFile(records, { now, relay: true });
    downloadFile('hina.di', bytes, 'text/plain; charset=EUC-JP');
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
