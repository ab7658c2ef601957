import { render } from 'preact';
import { t } from '../../platform/i18n.ts';

function Popup() {
  return <main><h1>{t('extName')}</h1></main>;
}

document.title = t('extName');
render(<Popup />, document.getElementById('app')!);
