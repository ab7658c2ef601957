import { readPendingFollow, type PendingFollow } from '../core/pending-follow.ts';
import { originPattern } from '../http/origin-pattern.ts';
import type { MessageKind, MessageMap, Reply } from '../messages/messages.ts';

/**
 * The pending follow `value` (untrusted, from storage) when it is one (`readPendingFollow`) and
 * its origin is among the `granted` match patterns; else null.
 *
 * @example
 * pendingFollowFor({ url: 'https://a.jp/x.lirs', title: null, watch: false, at: 100 }, ['https://a.jp/*'], 160) // the follow
 */
export function pendingFollowFor(value: unknown, granted: readonly string[], now: number): PendingFollow | null {
  const pending = readPendingFollow(value, now);
  return pending !== null && granted.includes(originPattern(pending.url)) ? pending : null;
}

type Handle = <K extends MessageKind>(message: MessageMap[K]['request']) => Promise<Reply<K>>;

/**
 * Finishes a follow the popup began before the browser's permission prompt closed it, through
 * the same messages the popup sends: a page is watched (`watch-page`); an antenna or feed is
 * previewed (the file read once, a page of links refused) and then subscribed, named by its
 * link text until its file gives a title. One already followed is left as it is.
 */
export async function followPending(pending: PendingFollow, handle: Handle): Promise<void> {
  if (pending.watch) {
    await handle<'watch-page'>({ kind: 'watch-page', url: pending.url, watch: { startMarker: null, endMarker: null, checkedUrl: null } });
    return;
  }
  const preview = await handle<'preview'>({ kind: 'preview', url: pending.url });
  if (!preview.ok || 'choices' in preview.value) return;
  const url = preview.value.url;
  await handle<'add-subscription'>(pending.title === null ? { kind: 'add-subscription', url } : { kind: 'add-subscription', url, title: pending.title });
}
