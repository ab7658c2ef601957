import { changeTopicOf, type ChangeTopic } from '../messages/change-topic.ts';

/**
 * Listens for the worker's change notices (popup and options pages) until the returned function
 * is called. Through the browser's own `chrome.runtime` (Chromium and Firefox both have it): a
 * page listens from its first moment without loading webextension-polyfill, which only sending
 * needs.
 */
export function onChange(listener: (topic: ChangeTopic) => void): () => void {
  const onMessage = (message: unknown): undefined => {
    const topic = changeTopicOf(message);
    if (topic !== null) listener(topic);
    return undefined;
  };
  chrome.runtime.onMessage.addListener(onMessage);
  return () => chrome.runtime.onMessage.removeListener(onMessage);
}
