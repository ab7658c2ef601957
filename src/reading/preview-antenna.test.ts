import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ReplyError } from '../messages/reply-error.ts';
import { previewAntenna } from './preview-antenna.ts';
import type { ReadDeps } from './read-antenna.ts';

/** The reading pipeline over one answer, as a server would give it. */
function serving(body: Uint8Array<ArrayBuffer>, contentType: string): ReadDeps {
  return {
    fetch: async () => new Response(body, { status: 200, headers: { 'Content-Type': contentType } }),
    now: () => 1_700_000_000,
    sha256: async (bytes) => createHash('sha256').update(bytes).digest('hex'),
  };
}

const limits = { maxInflatedBytes: 1 << 20, maxDocuments: 5 };

describe('previewAntenna', () => {
  it('offers a web page that is no antenna to be watched', async () => {
    const page = new TextEncoder().encode('<!DOCTYPE html><title>日記</title><p>no antenna here</p>');
    const preview = await previewAntenna('http://a.example/', serving(page, 'text/html; charset=utf-8'), limits);
    expect(preview).toMatchObject({ choices: [], page: { title: '日記' } });
  });

  it('offers no watching for a binary file (an image): its error stands', async () => {
    const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52);
    const preview = previewAntenna('http://a.example/logo.png', serving(png, 'image/png'), limits);
    await expect(preview).rejects.toBeInstanceOf(ReplyError);
  });
});
