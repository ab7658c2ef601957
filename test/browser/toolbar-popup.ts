import { writeFile } from 'node:fs/promises';
import type { CDPSession, Page } from 'playwright-core';
import type { ExtensionSession } from './harness.ts';

/** The real toolbar popup, driven over CDP (Playwright does not list it as a page). */
export interface ToolbarPopup {
  /** Evaluates `expression` in the popup (awaited, returned by value). */
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks the first button whose accessible text (label or content) is `name`, as a mouse does: a user gesture. */
  clickButton(name: string): Promise<void>;
  /** Presses a key (`Tab`, `Enter`) in the popup, as a keyboard does. */
  press(key: 'Tab' | 'Enter'): Promise<void>;
  /** The popup's visible text. */
  text(): Promise<string>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

interface TargetInfo {
  readonly targetId: string;
  readonly type: string;
  readonly url: string;
}

/**
 * Brings `tab` to the front and opens the extension's toolbar popup over it with
 * `chrome.action.openPopup()` from the worker (see BROWSER-TESTING.md), then attaches to the
 * popup's target. The dev build's host access to 127.0.0.1 stands in for the `activeTab` grant a
 * click on the toolbar button gives. `page` names the page the popup shows when the worker has
 * set another one (`action.setPopup`).
 */
export async function openToolbarPopup(
  session: ExtensionSession,
  tab: Page,
  options: { colorScheme?: 'light' | 'dark'; page?: string } = {},
): Promise<ToolbarPopup> {
  const browser = session.context.browser();
  if (!browser) throw new Error('no browser to attach to');
  await tab.bringToFront();
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  // The manifest's popup, or another page of the extension `action.setPopup` made the popup.
  const popupUrl = `chrome-extension://${session.extensionId}/${options.page ?? 'popup.html'}`;
  const targets = async () => ((await cdp.send('Target.getTargets')) as { targetInfos: TargetInfo[] }).targetInfos;
  const before = new Set((await targets()).map((info) => info.targetId));
  // The popup's target is announced as it is created, or when it reaches popup.html.
  const found = new Promise<TargetInfo>((resolve, reject) => {
    const seen = (event: { targetInfo: TargetInfo }) => {
      if (event.targetInfo.url.startsWith(popupUrl) && !before.has(event.targetInfo.targetId)) resolve(event.targetInfo);
    };
    cdp.on('Target.targetCreated', seen);
    cdp.on('Target.targetInfoChanged', seen);
    setTimeout(() => reject(new Error('the toolbar popup did not open within 15 s')), 15_000).unref();
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  await session.worker.evaluate(() => chrome.action.openPopup());
  const popup = await found;
  const { sessionId } = (await cdp.send('Target.attachToTarget', { targetId: popup.targetId, flatten: false })) as { sessionId: string };
  let nextId = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  cdp.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number; result?: unknown; error?: { message: string } };
    const pending = message.id === undefined ? undefined : waiting.get(message.id);
    if (!pending || message.id === undefined) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(message.error.message));
    else pending.resolve(message.result);
  });
  const send = (method: string, params: Record<string, unknown> = {}): Promise<unknown> => {
    const id = nextId++;
    const answer = new Promise<unknown>((resolve, reject) => waiting.set(id, { resolve, reject }));
    void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    return answer;
  };
  const evaluate = async <T>(expression: string): Promise<T> => {
    const answer = (await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
      result: { value?: unknown };
      exceptionDetails?: { text: string };
    };
    if (answer.exceptionDetails) throw new Error(`in the popup: ${answer.exceptionDetails.text} (${expression})`);
    return answer.result.value as T;
  };
  // Playwright emulates the colour scheme in the pages it knows; the popup is not one of them.
  if (options.colorScheme) {
    await send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: options.colorScheme }] });
  }
  return {
    evaluate,
    async clickButton(name) {
      const box = await evaluate<{ x: number; y: number } | null>(`(() => {
        const button = [...document.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent.trim()) === ${JSON.stringify(name)} || b.textContent.trim() === ${JSON.stringify(name)});
        if (!button) return null;
        button.scrollIntoView({ block: 'nearest' });
        const r = button.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      })()`);
      if (box === null) throw new Error(`the popup has no button "${name}"`);
      for (const type of ['mousePressed', 'mouseReleased']) {
        await send('Input.dispatchMouseEvent', { type, x: box.x, y: box.y, button: 'left', clickCount: 1 });
      }
    },
    async press(key) {
      const code = key === 'Tab' ? 9 : 13;
      const text = key === 'Enter' ? { text: '\r' } : {};
      await send('Input.dispatchKeyEvent', { type: 'keyDown', key, code: key, windowsVirtualKeyCode: code, ...text });
      await send('Input.dispatchKeyEvent', { type: 'keyUp', key, code: key, windowsVirtualKeyCode: code });
    },
    text: () => evaluate<string>('document.body.innerText'),
    async screenshot(path) {
      // The whole page at its own size: headless gives the popup's window no size of its own.
      const size = await evaluate<{ width: number; height: number }>(
        '({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight })',
      );
      const clip = { x: 0, y: 0, ...size, scale: 1 };
      const { data } = (await send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: true, clip })) as { data: string };
      await writeFile(path, Buffer.from(data, 'base64'));
    },
    async close() {
      await cdp.send('Target.closeTarget', { targetId: popup.targetId }).catch(() => undefined);
      await cdp.detach().catch(() => undefined);
    },
  };
}
