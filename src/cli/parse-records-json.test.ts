import { describe, expect, it } from 'vitest';
import { CliError } from './cli-error.ts';
import { parseRecordsJson } from './parse-records-json.ts';

const minimal = { url: 'http://a.example.jp/', lastModified: 946782245, lastDetected: 946782300 };

function failure(text: string): CliError {
  try {
    parseRecordsJson(text);
  } catch (error) {
    if (error instanceof CliError) return error;
  }
  throw new Error('no error');
}

describe('parseRecordsJson', () => {
  it('fills the fields left out with null, [] and {}', () => {
    expect(parseRecordsJson(JSON.stringify([minimal]))).toEqual([
      {
        ...minimal, title: null, author: null, tzOffset: null, contentLength: null, sourceUrl: null, checkedUrl: null,
        method: null, expires: null, extension: [], extra: {},
      },
    ]);
  });

  it('reads the object decode --json prints', () => {
    const full = {
      ...minimal, title: 't', author: 'a', tzOffset: 32400, contentLength: 10, sourceUrl: 'http://s/', checkedUrl: null, method: 'GET/200',
      expires: 946868645, extension: ['x'], extra: { 'X-A': '1' },
    };
    const text = JSON.stringify({ format: 'hina-di', encoding: 'utf-8', records: [full], rejected: [] });
    expect(parseRecordsJson(text)).toEqual([full]);
  });

  it.each([
    ['not json', 'standard input is not JSON'],
    ['{"records": 3}', 'expected an array of records'],
    ['"text"', 'expected an array of records'],
    ['[3]', 'records[0]: expected a record object, got 3'],
    ['[{"lastModified":1,"lastDetected":1}]', 'records[0].url: expected an http or https URL, got undefined'],
    ['[{"url":"ftp://a/","lastModified":1,"lastDetected":1}]', 'records[0].url: expected an http or https URL'],
    ['[{"url":"http://a/","lastModified":"1","lastDetected":1}]', 'records[0].lastModified: expected Unix seconds'],
    ['[{"url":"http://a/","lastModified":1.5,"lastDetected":1}]', 'records[0].lastModified: expected Unix seconds'],
    ['[{"url":"http://a/","lastModified":1}]', 'records[0].lastDetected: expected Unix seconds'],
    ['[{"url":"http://a/","lastModified":999999999999999,"lastDetected":1}]', 'records[0].lastModified: expected Unix seconds (an integer) from 1970 to 9999'],
    ['[{"url":"http://a/","lastModified":1,"lastDetected":1,"tzOffset":999999}]', 'records[0].tzOffset'],
    ['[{"url":"http://a/","lastModified":1,"lastDetected":1,"contentLength":-1}]', 'records[0].contentLength'],
    ['[{"url":"http://a/","lastModified":1,"lastDetected":1,"title":5}]', 'records[0].title: expected a string or null, got 5'],
    ['[{"url":"http://a/","lastModified":1,"lastDetected":1,"extension":[1]}]', 'records[0].extension'],
    ['[{"url":"http://a/","lastModified":1,"lastDetected":1,"extra":{"X-A":1}}]', 'records[0].extra'],
  ])('refuses %s', (text, message) => {
    const error = failure(text);
    expect(error.status).toBe(1);
    expect(error.message).toContain(message);
  });
});
