import { describe, expect, it } from 'vitest';
import { PENDING_FOLLOW_TTL, pendingFollowFor } from './pending-follow.ts';

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
