import type { CDPSession } from 'playwright-core';
import type { ExtensionSession } from '../browser/harness.ts';

/** Sends CDP commands to a target attached without flattening, and waits for their answers. */
async function talkTo(cdp: CDPSession, sessionId: string) {
  let nextId = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number; result?: unknown; error?: { message: string } };
    const pending = message.id === undefined ? undefined : waiting.get(message.id);
    if (!pending || message.id === undefined) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(message.error.message));
    else pending.resolve(message.result);
  });
  return (method: string, params: Record<string, unknown> = {}): Promise<unknown> => {
    const id = nextId++;
    const answer = new Promise<unknown>((resolve, reject) => waiting.set(id, { resolve, reject }));
    void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    return answer;
  };
}

/**
 * The extension service worker's used JS heap (CDP `Runtime.getHeapUsage`), optionally after
 * `HeapProfiler.collectGarbage`. Playwright gives no CDP session for a worker, so an extension
 * page's session attaches to the worker's target (`Target.attachToTarget`, not flattened) and
 * relays the commands with `Target.sendMessageToTarget`.
 */
export async function workerHeapBytes(session: ExtensionSession, options: { collectGarbage: boolean }): Promise<number> {
  const page = await session.openPage('manifest.json');
  const cdp = await session.context.newCDPSession(page);
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const target = targetInfos.find((t) => t.type === 'service_worker' && t.url.startsWith(`chrome-extension://${session.extensionId}/`));
    if (!target) throw new Error('the extension has no running service worker');
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    const send = await talkTo(cdp, sessionId);
    if (options.collectGarbage) {
      await send('HeapProfiler.collectGarbage');
      await send('HeapProfiler.collectGarbage');
    }
    const usage = (await send('Runtime.getHeapUsage')) as { usedSize?: unknown };
    await cdp.send('Target.detachFromTarget', { sessionId });
    if (typeof usage.usedSize !== 'number') throw new Error('Runtime.getHeapUsage gave no usedSize');
    return usage.usedSize;
  } finally {
    await cdp.detach();
    await page.close();
  }
}
