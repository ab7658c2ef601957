import type { Message, MessageKind, MessageMap, Reply } from '../messages/messages.ts';
import { browser } from './browser.ts';
import type { ChangeNotice, ChangeTopic } from '../messages/change-topic.ts';

/** Sends a typed message to the worker and returns its typed reply. */
export async function sendMessage<K extends MessageKind>(
  message: MessageMap[K]['request'] & { kind: K },
): Promise<Reply<K>> {
  try {
    return (await browser.runtime.sendMessage(message)) as Reply<K>;
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Registers the worker's one message handler. Input is `unknown` until the handler has
 * validated it; the handler's answer (or its error) always goes back to the sender.
 */
export function onMessage(handler: (message: unknown) => Promise<Reply<MessageKind>>): void {
  browser.runtime.onMessage.addListener((message: unknown) => handler(message));
}

/** A notification to open pages that the worker's data changed (they re-read the store). */
export function broadcastChange(topic: ChangeTopic): void {
  const notice: ChangeNotice = { kind: 'changed', topic };
  browser.runtime.sendMessage(notice).catch(() => {
    // No page is open to hear it: nothing to do.
  });
}

export { onChange } from './change-notices.ts';

export type { Message };
