import { describe, expect, it } from 'vitest';
import { readImportFile } from './read-import-file.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readImportFile', () => {
  it('reads OPML', () => {
    const reading = readImportFile(bytes('<?xml version="1.0"?><opml><body><outline text="A" xmlUrl="http://a.example/a.lirs"/><outline text="p" type="link" url="http://p.example/"/></body></opml>'));
    expect(reading).toEqual({ status: 'ok', entries: [{ url: 'http://a.example/a.lirs', title: 'A' }], withoutFeed: 1 });
  });

  it('reads JSON, with a byte order mark', () => {
    const reading = readImportFile(bytes('\ufeff ["http://a.example/a.lirs"]'));
    expect(reading).toEqual({ status: 'ok', entries: [{ url: 'http://a.example/a.lirs', title: null }], withoutFeed: 0 });
  });

  it('refuses anything else', () => {
    expect(readImportFile(bytes('URL: http://a.example/\r\n'))).toEqual({ status: 'error', error: 'unreadable' });
    expect(readImportFile(bytes('{"x": 1}'))).toEqual({ status: 'error', error: 'no-subscriptions' });
  });
});
