import type { CDPSession } from 'playwright-core';
import type { ExtensionSession } from './harness.ts';

/** What reached the extension's service worker over the network, as DevTools sees it. */
export interface WorkerNetwork {
  /** Body bytes handed to the worker for requests to `url` (any query), since watching began. */
  bytesReceived(url: string): number;
  stop(): Promise<void>;
}

interface TargetMessage {
  readonly method?: string;
  readonly params?: { readonly requestId?: string; readonly dataLength?: number; readonly request?: { readonly url: string } };
}

/**
 * Watches the network of the extension's service worker through DevTools (the worker's
 * `Network.dataReceived`): the bytes the worker was given, not the bytes a server wrote into
 * loopback buffers or the network service read ahead. The worker must stay up while watched.
 */
export async function watchWorkerNetwork(session: ExtensionSession): Promise<WorkerNetwork> {
  const browser = session.context.browser();
  if (!browser) throw new Error('no browser to attach to');
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { targetId: string; type: string; url: string }[] };
  const target = targetInfos.find((info) => info.type === 'service_worker' && info.url.startsWith(`chrome-extension://${session.extensionId}/`));
  if (!target) throw new Error('the extension has no running service worker');
  const { sessionId } = (await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false })) as { sessionId: string };
  const urls = new Map<string, string>();
  const received = new Map<string, number>();
  cdp.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
    if (event.sessionId !== sessionId) return;
    const { method, params } = JSON.parse(event.message) as TargetMessage;
    const id = params?.requestId;
    if (id === undefined) return;
    if (method === 'Network.requestWillBeSent' && params?.request) urls.set(id, params.request.url);
    else if (method === 'Network.dataReceived') received.set(id, (received.get(id) ?? 0) + (params?.dataLength ?? 0));
  });
  let next = 1;
  const send = async (method: string): Promise<void> => {
    await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: next++, method }) });
  };
  await send('Network.enable');
  return {
    bytesReceived(url) {
      let total = 0;
      for (const [id, bytes] of received) if (urls.get(id)?.split('?')[0] === url) total += bytes;
      return total;
    },
    async stop() {
      await send('Network.disable').catch(() => undefined);
      await cdp.detach().catch(() => undefined);
    },
  };
}
