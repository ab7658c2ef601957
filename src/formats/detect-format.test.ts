import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format.ts';
import { TRAITS, traitsFor } from './format-traits.ts';
import { codecFor } from './registry.ts';

describe('detectFormat', () => {
  it('finds LIRS by its first record', () => {
    expect(detectFormat('LIRS,938779260,938781002,32400,')).toEqual({ status: 'ok', format: 'lirs' });
  });

  it('finds LIRS after comments and blank lines', () => {
    expect(detectFormat('# sites.lirs\r\n\r\n#\nLIRS,1,2,')).toEqual({ status: 'ok', format: 'lirs' });
  });

  it('takes a file of comments alone for a LIRS file with no records', () => {
    expect(detectFormat('# no sites yet\n')).toEqual({ status: 'ok', format: 'lirs' });
  });

  it('finds hina-di by HINA/', () => {
    expect(detectFormat('HINA/2.2\nUser-Agent: x\n')).toEqual({ status: 'ok', format: 'hina-di' });
    expect(detectFormat('\r\nHINA/2.2beta\r\n')).toEqual({ status: 'ok', format: 'hina-di' });
  });

  it('finds hina.txt by its HINA_ markers, even inside an HTML page', () => {
    expect(detectFormat('<!--HINA_OK 2005/01/01 13:00 [0]--><a href="http://a.jp/?01011300">A</a>\n')).toEqual({ status: 'ok', format: 'hina-txt' });
    expect(detectFormat('<html><body>\n<li><!--HINA_NOT_FOUND--><A HREF="http://a.jp/">A</A>')).toEqual({ status: 'ok', format: 'hina-txt' });
  });

  it('finds Atom, RSS and RSS 1.0 by the root element', () => {
    expect(detectFormat('<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom">')).toEqual({ status: 'ok', format: 'atom' });
    expect(detectFormat('<rss version="2.0">')).toEqual({ status: 'ok', format: 'rss' });
    expect(detectFormat('<?xml version="1.0" encoding="EUC-JP"?><rdf:RDF xmlns:rdf="…">')).toEqual({ status: 'ok', format: 'rdf' });
  });

  it('skips comments, processing instructions and a doctype before the root', () => {
    const head = '<?xml version="1.0"?>\n<?xml-stylesheet href="a.xsl"?>\n<!-- <html> -->\n<!DOCTYPE rss [<!ENTITY a "b">]>\n<rss>';
    expect(detectFormat(head)).toEqual({ status: 'ok', format: 'rss' });
  });

  it('calls HTML by its doctype or root', () => {
    expect(detectFormat('<!DOCTYPE html>')).toEqual({ status: 'html' });
    expect(detectFormat('<!doctype HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">')).toEqual({ status: 'html' });
    expect(detectFormat('<HTML><HEAD>')).toEqual({ status: 'html' });
    expect(detectFormat('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml">')).toEqual({ status: 'html' });
    expect(detectFormat('<!-- generated -->\n<head>')).toEqual({ status: 'html' });
  });

  it('names the root of other XML', () => {
    expect(detectFormat('<?xml version="1.0"?><opml version="1.0">')).toEqual({ status: 'other-xml', root: 'opml' });
  });

  it('calls white space alone empty', () => {
    expect(detectFormat('')).toEqual({ status: 'empty' });
    expect(detectFormat(' \r\n\t')).toEqual({ status: 'empty' });
    expect(detectFormat('\ufeff\n')).toEqual({ status: 'empty' });
  });

  it('knows nothing else', () => {
    expect(detectFormat('Not Found')).toEqual({ status: 'unknown' });
    expect(detectFormat('# heading\nsome text\nLIRS,1,2,')).toEqual({ status: 'unknown' });
    expect(detectFormat('lirs,1,2,')).toEqual({ status: 'unknown' });
    expect(detectFormat('<')).toEqual({ status: 'unknown' });
    expect(detectFormat('<!-- never closed')).toEqual({ status: 'unknown' });
  });

  it('asks the traits every codec reads its format by', () => {
    for (const format of ['lirs', 'hina-di', 'hina-txt', 'atom', 'rss', 'rdf'] as const) {
      const codec = codecFor(format);
      const traits = traitsFor(format);
      expect(TRAITS).toContain(traits);
      expect({ ...codec, decode: null, decodeInSteps: null, decodeBytes: null, endsInsideRecord: null }).toEqual({
        ...traits,
        decode: null,
        decodeInSteps: null,
        decodeBytes: null,
        endsInsideRecord: null,
      });
      expect(codec.sniff).toBe(traits.sniff);
    }
  });
});
