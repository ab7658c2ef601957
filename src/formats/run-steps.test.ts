import { describe, expect, it } from 'vitest';
import { decodeAntenna } from './decode-antenna.ts';

const NOW = 1_200_000_000;
const encode = (text: string) => new TextEncoder().encode(text);

function lirs(lines: number): string {
  return Array.from({ length: lines }, (_, n) => `LIRS,1100000000,1100000100,32400,0,http://site${n}.example.jp/,site ${n},a,0,\n`).join('');
}

function hinadi(blocks: number): string {
  const body = Array.from({ length: blocks }, (_, n) => `URL: http://site${n}.example.jp/\nTitle: site ${n}\nLast-Modified: Sun, 02 Jan 2000 03:04:05 GMT\n`);
  return `HINA/2.2\nUser-Agent: test\n\n${body.join('\n')}`;
}

function atom(entries: number): string {
  const body = Array.from(
    { length: entries },
    (_, n) => `<entry><title>site ${n} ${'x'.repeat(100)}</title><link href="http://site${n}.example.jp/"/><updated>2004-05-01T12:00:00+09:00</updated></entry>\n`,
  );
  return `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>\n${body.join('')}</feed>`;
}

describe('decoding in slices', () => {
  it.each([
    ['LIRS', lirs(40_000), 4],
    ['hina-di', hinadi(20_000), 4],
    ['Atom', atom(20_000), 2],
  ])('pauses between slices of a large %s file, and gives the same records as in one go', async (_, text, fewest) => {
    let pauses = 0;
    const pause = (): Promise<void> => {
      pauses++;
      return Promise.resolve();
    };
    const sliced = await decodeAntenna(encode(text), { now: NOW, pause });
    const whole = await decodeAntenna(encode(text), { now: NOW });
    expect(sliced).toEqual(whole);
    expect(sliced.records.length).toBeGreaterThan(10_000);
    expect(pauses).toBeGreaterThanOrEqual(fewest);
  });

  it('does not pause for a small file', async () => {
    let pauses = 0;
    await decodeAntenna(encode(lirs(10)), { now: NOW, pause: () => Promise.resolve(void pauses++) });
    expect(pauses).toBe(0);
  });
});
