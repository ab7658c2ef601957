/**
 * What each failure marker of hina.txt (HINA/1.x) means, as WDB (wdblib.pl Print_HINATXT) and
 * tamatebako (lib/website.rb to_hina) write them: the record is not an update.
 */
export const HINA_FAILURES: Readonly<Record<string, string>> = {
  HINA_NOT_FOUND: 'the antenna found no page there (404)',
  HINA_TIMEOUT: 'the check timed out',
  HINA_REMOTE_OUT: 'the check failed, or no antenna it relays from knew the site',
  HINA_NOT_DETECTED: 'the antenna found no update time on the page',
  HINA_ERR_CONNECT: 'the antenna could not connect to the site',
  HINA_ERR: 'the check failed',
  HINA_UNKNOWN: 'the antenna does not know the update time yet',
  HINA_BUSY: 'the site was busy',
};
