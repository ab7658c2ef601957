/**
 * What the popup was about to follow when it asked the browser for host access: the browser
 * closes the popup when its prompt opens, so the worker finishes the job once access is granted.
 */
export interface PendingFollow {
  /** The antenna, feed or page address (http/https). */
  readonly url: string;
  /** The link text that names an antenna until its file gives a title; null for none. */
  readonly title: string | null;
  /** Watch the page itself, rather than subscribe to the antenna or feed. */
  readonly watch: boolean;
  /** Unix seconds when the popup asked. */
  readonly at: number;
}

/** How long after the popup asked a grant still finishes its follow: the user reads the prompt, not more. */
export const PENDING_FOLLOW_TTL = 10 * 60;

/**
 * The pending follow `value` (read back from storage: untrusted) when it is one, for an
 * http(s) address, asked for within `PENDING_FOLLOW_TTL` of `now`; else null.
 *
 * @example
 * readPendingFollow({ url: 'https://a.jp/x.lirs', title: null, watch: false, at: 100 }, 160) // the follow
 * readPendingFollow({ url: 'https://a.jp/x.lirs', title: null, watch: false, at: 100 }, 9999) // null: too late
 */
export function readPendingFollow(value: unknown, now: number): PendingFollow | null {
  if (typeof value !== 'object' || value === null) return null;
  const { url, title, watch, at } = value as Record<string, unknown>;
  if (typeof url !== 'string' || typeof watch !== 'boolean' || typeof at !== 'number') return null;
  if (title !== null && typeof title !== 'string') return null;
  if (!(now - at >= 0 && now - at <= PENDING_FOLLOW_TTL)) return null;
  if (!/^https?:\/\//i.test(url)) return null;
  return { url, title: title ?? null, watch, at };
}
