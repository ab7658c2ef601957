import { render } from 'preact';
import { t } from '../../platform/i18n.ts';

function Options() {
  return <main><h1>{t('extName')}</h1></main>;
}

document.title = t('extName');
render(<Options />, document.getElementById('app')!);
