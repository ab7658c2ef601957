import { describe, expect, it } from 'vitest';
import { cutBetweenMarkers } from './cut-between-markers.ts';

const html = '<p>menu</p><!--start--><p>日記</p><!--end--><p>ad</p><!--end-->';

describe('cutBetweenMarkers', () => {
  it('keeps what lies between the start marker and the first end marker after it', () => {
    expect(cutBetweenMarkers(html, { start: '<!--start-->', end: '<!--end-->' })).toEqual({ status: 'ok', html: '<p>日記</p>' });
  });

  it('reads from the start or to the end when one marker is not given', () => {
    expect(cutBetweenMarkers(html, { start: null, end: '<!--start-->' })).toEqual({ status: 'ok', html: '<p>menu</p>' });
    expect(cutBetweenMarkers(html, { start: '<!--end-->', end: null })).toEqual({ status: 'ok', html: '<p>ad</p><!--end-->' });
  });

  it('matches visible text as written in the source', () => {
    expect(cutBetweenMarkers('<h2>最新の日記</h2><p>x</p><h2>過去ログ</h2>', { start: '最新の日記', end: '過去ログ' })).toEqual({
      status: 'ok',
      html: '</h2><p>x</p><h2>',
    });
  });

  it('says which marker is not on the page', () => {
    expect(cutBetweenMarkers(html, { start: '<!--begin-->', end: null })).toEqual({ status: 'missing', marker: 'start', text: '<!--begin-->' });
    expect(cutBetweenMarkers(html, { start: '<!--end-->', end: '<!--start-->' })).toEqual({ status: 'missing', marker: 'end', text: '<!--start-->' });
  });
});
