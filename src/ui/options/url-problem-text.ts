import type { Translate } from '../shared/translate.ts';
import type { UrlProblem } from './add/index.ts';

/** The sentence for an address that cannot be followed. */
export function urlProblemText(problem: UrlProblem, t: Translate): string {
  switch (problem) {
    case 'empty':
      return t('options_urlEmpty');
    case 'scheme':
      return t('options_urlScheme');
    case 'credentials':
      return t('options_urlCredentials');
    case 'too-long':
      return t('options_urlTooLong');
    case 'invalid':
      return t('options_urlInvalid');
  }
}
