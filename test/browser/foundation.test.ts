import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionSession } from './harness.ts';

describe('the built extension in Chromium', () => {
  let session: ExtensionSession;
  beforeAll(async () => {
    session = await launchExtension();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('starts its service worker from the extension', () => {
    expect(session.worker.url()).toBe(`chrome-extension://${session.extensionId}/background.js`);
  });

  it('arms the poll alarm on install', async () => {
    await expect
      .poll(() => session.worker.evaluate(() => chrome.alarms.getAll().then((all) => all.map((a) => a.name))))
      .toContain('poll');
  });

  it('opens the popup and the options page without console errors', async () => {
    const popup = await session.openPage('popup.html');
    await expect.poll(() => popup.title()).toBe('Antenna Reader');
    const options = await session.openPage('options.html');
    await expect.poll(() => options.title()).not.toBe('');
    expect(session.pageErrors).toEqual([]);
  });

  it('names itself from the English messages', async () => {
    const name = await session.worker.evaluate(() => chrome.runtime.getManifest().name);
    expect(name).toBe('Antenna Reader (dev)');
  });
});

describe('the extension in a Japanese browser', () => {
  it('names itself in Japanese', async () => {
    const session = await launchExtension({ locale: 'ja' });
    try {
      const name = await session.worker.evaluate(() => chrome.runtime.getManifest().name);
      expect(name).toBe('アンテナリーダー（開発版）');
    } finally {
      await session.close();
    }
  });
});
