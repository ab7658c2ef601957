import { describe, expect, it } from 'vitest';
import { FIELD, OTHER_FIELD, hinadiFieldId, hinadiFieldKey, isHinadiFieldName } from './hinadi-fields.ts';

describe('hinadiFieldId', () => {
  it('knows the fields a record is read from, in any case (hina-di §4.1)', () => {
    expect(hinadiFieldId('URL')).toBe(FIELD.url);
    expect(hinadiFieldId('url')).toBe(FIELD.url);
    expect(hinadiFieldId('LAST-MODIFIED')).toBe(FIELD.lastModified);
    expect(hinadiFieldId('Last-Modified-Detected')).toBe(FIELD.lastModifiedDetected);
    expect(hinadiFieldId('X-Hatena-Last-Modified')).toBe(FIELD.xHatenaLastModified);
    expect(hinadiFieldId('Author-Name')).toBe(FIELD.authorName);
    expect(hinadiFieldId('x-wdb-title')).toBe(FIELD.xWdbTitle);
  });

  it('reads the spec grammar’s misspelling Vitural as Virtual (§5.5)', () => {
    expect(hinadiFieldId('Vitural')).toBe(FIELD.virtual);
    expect(hinadiFieldId('Virtual')).toBe(FIELD.virtual);
  });

  it('tells Expire from Expires (§5.10–5.11)', () => {
    expect(hinadiFieldId('Expire')).toBe(FIELD.expire);
    expect(hinadiFieldId('Expires')).toBe(FIELD.expires);
  });

  it('gives OTHER_FIELD for experimental and undefined fields', () => {
    expect(hinadiFieldId('X-First-Modified-Detected')).toBe(OTHER_FIELD);
    expect(hinadiFieldId('Keyword')).toBe(OTHER_FIELD);
    expect(hinadiFieldId('Titles')).toBe(OTHER_FIELD);
    expect(hinadiFieldId('Titlf')).toBe(OTHER_FIELD);
  });

  it('reads a name in place', () => {
    expect(hinadiFieldId('Title: x', 0, 5)).toBe(FIELD.title);
  });
});

describe('hinadiFieldKey', () => {
  it('lower-cases and merges Vitural into Virtual', () => {
    expect(hinadiFieldKey('X-Foo')).toBe('x-foo');
    expect(hinadiFieldKey('Vitural')).toBe('virtual');
  });
});

describe('isHinadiFieldName', () => {
  it('takes WORD *("-" WORD)', () => {
    expect(isHinadiFieldName('X-TAMA-Check2')).toBe(true);
    expect(isHinadiFieldName('A')).toBe(true);
  });

  it.each(['', '-X', 'X-', 'X--Y', 'X_Y', 'X Y', 'タイトル'])('refuses %j', (name) => {
    expect(isHinadiFieldName(name)).toBe(false);
  });
});
