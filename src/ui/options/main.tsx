import { render } from 'preact';
import { t, uiLanguage } from '../../platform/i18n.ts';
import { openAntennaStore } from '../../store/open-store.ts';
import { OptionsApp } from './options-app.tsx';
import './options.css';

const app = document.getElementById('app');
const locale = uiLanguage();
document.documentElement.lang = locale;
document.title = t('options_heading');

if (app) {
  openAntennaStore().then(
    (store) => render(<OptionsApp store={store} locale={locale} />, app),
    (cause: unknown) =>
      render(
        <main>
          <h1>{t('options_heading')}</h1>
          <p role="alert" class="alert">
            {t('options_loadError', cause instanceof Error ? cause.message : String(cause))}
          </p>
        </main>,
        app,
      ),
  );
}
