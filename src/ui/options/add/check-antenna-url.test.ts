import { describe, expect, it } from 'vitest';
import { checkAntennaUrl } from './check-antenna-url.ts';

describe('checkAntennaUrl', () => {
  it('accepts http and https, adding http:// to a bare host', () => {
    expect(checkAntennaUrl('https://a.example/hina.di')).toMatchObject({ ok: true, url: 'https://a.example/hina.di' });
    expect(checkAntennaUrl(' a.example/a.lirs ')).toMatchObject({ ok: true, url: 'http://a.example/a.lirs' });
    expect(checkAntennaUrl('localhost:8080/a.lirs')).toMatchObject({ ok: true, url: 'http://localhost:8080/a.lirs' });
  });

  it('names each problem', () => {
    expect(checkAntennaUrl('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(checkAntennaUrl('javascript:alert(1)')).toEqual({ ok: false, problem: 'scheme' });
    expect(checkAntennaUrl('ftp://a.example/a.lirs')).toEqual({ ok: false, problem: 'scheme' });
    expect(checkAntennaUrl('http://user:pass@a.example/')).toEqual({ ok: false, problem: 'credentials' });
    expect(checkAntennaUrl(`http://a.example/${'x'.repeat(2100)}`)).toEqual({ ok: false, problem: 'too-long' });
    expect(checkAntennaUrl('http://exa mple/')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkAntennaUrl('not a url')).toEqual({ ok: false, problem: 'invalid' });
  });
});
