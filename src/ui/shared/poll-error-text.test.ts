import { describe, expect, it } from 'vitest';
import { pollErrorText } from './poll-error-text.ts';

const messages: Record<string, string> = {
  error_timeout: 'タイムアウトしました',
  error_http: 'サーバーが $1 を返しました',
};
const t = (key: string, subs?: string | string[]) => {
  const list = subs === undefined ? [] : [subs].flat();
  return messages[key]?.replace(/\$(\d)/g, (_, n: string) => list[Number(n) - 1] ?? '') ?? key;
};

describe('pollErrorText', () => {
  it("uses the error's own message", () => {
    expect(pollErrorText({ kind: 'timeout', message: 'took too long' }, t)).toBe('タイムアウトしました');
  });
  it('falls back to the general HTTP message with the status', () => {
    expect(pollErrorText({ kind: 'http-503', message: 'the server answered 503', params: ['503'] }, t)).toBe(
      'サーバーが 503 を返しました',
    );
  });
  it("falls back to the worker's sentence", () => {
    expect(pollErrorText({ kind: 'decode-html', message: 'this is a web page' }, t)).toBe('this is a web page');
  });
});
