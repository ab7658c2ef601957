import { describe, expect, it } from 'vitest';
import type { Message } from '../messages/messages.ts';
import { PENDING_FOLLOW_TTL } from '../core/pending-follow.ts';
import { followPending, pendingFollowFor } from './follow-pending.ts';

function fakeHandle(previewUrl: string | null) {
  const sent: Message[] = [];
  const handle = async (message: Message) => {
    sent.push(message);
    if (message.kind === 'preview') {
      return previewUrl === null
        ? { ok: true, value: { choices: [] } }
        : { ok: true, value: { url: previewUrl } };
    }
    return { ok: true, value: {} };
  };
  return { sent, handle: handle as never };
}

describe('followPending', () => {
  it('previews an antenna and subscribes to the address the preview settled on, named by its link text', async () => {
    const { sent, handle } = fakeHandle('https://diary.example.jp/antenna/sites.lirs.gz');
    await followPending({ url: 'https://diary.example.jp/antenna/', title: 'ひやのアンテナ', watch: false, at: 0 }, handle);
    expect(sent).toEqual([
      { kind: 'preview', url: 'https://diary.example.jp/antenna/' },
      { kind: 'add-subscription', url: 'https://diary.example.jp/antenna/sites.lirs.gz', title: 'ひやのアンテナ' },
    ]);
  });

  it('subscribes to nothing when the address turns out to be a page of links', async () => {
    const { sent, handle } = fakeHandle(null);
    await followPending({ url: 'https://diary.example.jp/', title: null, watch: false, at: 0 }, handle);
    expect(sent.map((m) => m.kind)).toEqual(['preview']);
  });

  it('watches a page the user chose to watch', async () => {
    const { sent, handle } = fakeHandle(null);
    await followPending({ url: 'https://diary.example.jp/', title: null, watch: true, at: 0 }, handle);
    expect(sent).toEqual([{ kind: 'watch-page', url: 'https://diary.example.jp/', watch: { startMarker: null, endMarker: null, checkedUrl: null } }]);
  });
});

const pending = { url: 'https://diary.example.jp/antenna/sites.lirs', title: 'ひやのアンテナ', watch: false, at: 1000 };

describe('pendingFollowFor', () => {
  it('gives the follow the popup began when its origin is granted soon after', () => {
    expect(pendingFollowFor(pending, ['https://diary.example.jp/*'], 1060)).toEqual(pending);
  });

  it('ignores a grant of another origin, or one that comes too late', () => {
    expect(pendingFollowFor(pending, ['https://other.example.jp/*'], 1060)).toBeNull();
    expect(pendingFollowFor(pending, ['https://diary.example.jp/*'], 1000 + PENDING_FOLLOW_TTL + 1)).toBeNull();
  });

  it('refuses what is not a follow, or not an http(s) address', () => {
    expect(pendingFollowFor(undefined, ['https://diary.example.jp/*'], 1060)).toBeNull();
    expect(pendingFollowFor({ ...pending, watch: 'yes' }, ['https://diary.example.jp/*'], 1060)).toBeNull();
    expect(pendingFollowFor({ ...pending, url: 'javascript:alert(1)' }, ['javascript:alert(1)'], 1060)).toBeNull();
    expect(pendingFollowFor({ ...pending, title: 42 }, ['https://diary.example.jp/*'], 1060)).toBeNull();
  });
});
