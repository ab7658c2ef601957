import { describe, expect, it } from 'vitest';
import type { Message } from '../messages/messages.ts';
import { followPending } from './follow-pending.ts';

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
