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

describe('pollErrorText for a file whose every record was rejected', () => {
  const japanese: Record<string, string> = {
    error_no_records: 'ファイルから読めるサイトがひとつもありません（$1 件すべてが読めない形でした）',
    error_no_records_first: 'ファイルから読めるサイトがひとつもありません（$1 件すべてが読めない形でした。最初は $2行目：$3）',
    rejection_too_few_fields: '項目が$1個しかありません（レコードには5個以上必要です）',
  };
  const ja = (key: string, subs?: string | string[]) => {
    const list = subs === undefined ? [] : [subs].flat();
    return japanese[key]?.replace(/\$(\d)/g, (_, n: string) => list[Number(n) - 1] ?? '') ?? key;
  };
  const message = 'no site in the file could be read (4 rejected; line 1: too few fields: 3, where a record needs at least 5)';

  it('names the first rejection in the reader’s language, isolated from the sentence', () => {
    const params = ['4', 'line 1: too few fields: 3, where a record needs at least 5', '1', 'too-few-fields', '3'];
    expect(pollErrorText({ kind: 'no-records', message, params }, ja)).toBe(
      'ファイルから読めるサイトがひとつもありません（4 件すべてが読めない形でした。最初は 1行目：\u2068項目が3個しかありません（レコードには5個以上必要です）\u2069）',
    );
  });

  it('says only the count for an error stored before errors named their first rejection, or of a kind with no message', () => {
    const short = 'ファイルから読めるサイトがひとつもありません（4 件すべてが読めない形でした）';
    expect(pollErrorText({ kind: 'no-records', message, params: ['4', 'line 1: too few fields'] }, ja)).toBe(short);
    expect(pollErrorText({ kind: 'no-records', message, params: ['4', 'line 1: x', '1', 'gremlins'] }, ja)).toBe(short);
  });
});
