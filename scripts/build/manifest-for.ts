/** Which tree a build writes: the two store builds, or the unpacked build browser tests load. */
export type BuildTarget = 'chrome' | 'firefox' | 'dev';

type Json = Record<string, unknown>;

/** Loopback origins the dev build grants up front, so tests poll without a permission prompt. */
export const loopbackHosts = ['http://127.0.0.1/*', 'http://localhost/*'];

/**
 * Derives one browser's manifest from the shared `manifest.json`: Chromium gets the service
 * worker, Firefox the background scripts and its gecko settings; the dev build is Chromium's
 * plus the loopback hosts.
 */
export function manifestFor(target: BuildTarget, base: Json): Json {
  const manifest = structuredClone(base);
  const background = { ...(manifest.background as Json) };
  if (target === 'firefox') {
    delete background.service_worker;
  } else {
    delete background.scripts;
    delete manifest.browser_specific_settings;
  }
  manifest.background = background;
  if (target === 'dev') {
    manifest.host_permissions = [...loopbackHosts];
    manifest.name = '__MSG_extNameDev__';
  }
  return manifest;
}
