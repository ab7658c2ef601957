import { describe, expect, it } from 'vitest';
import { xmlEndsInsideRecord } from './xml-ends-inside-record.ts';

const ATOM = '<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>A</title></entry>';

describe('xmlEndsInsideRecord', () => {
  it('takes a document that closes its root as whole, with blanks, comments or instructions after it', () => {
    expect(xmlEndsInsideRecord(`${ATOM}</feed>`)).toBe(false);
    expect(xmlEndsInsideRecord(`${ATOM}</feed >\n\n`)).toBe(false);
    expect(xmlEndsInsideRecord(`${ATOM}</feed>\n<!-- generated in 0.2 s -->\n<?done?>\n`)).toBe(false);
    expect(xmlEndsInsideRecord('<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"></rdf:RDF>')).toBe(false);
    expect(xmlEndsInsideRecord('<feed xmlns="http://www.w3.org/2005/Atom"/>')).toBe(false);
  });

  it('finds a document cut before its root closes, wherever the cut fell', () => {
    expect(xmlEndsInsideRecord(ATOM)).toBe(true);
    expect(xmlEndsInsideRecord(`${ATOM}<entry><title>B</ti`)).toBe(true);
    expect(xmlEndsInsideRecord(`${ATOM}</fe`)).toBe(true);
    expect(xmlEndsInsideRecord('<feed xmlns="http://www.w3.org/2005/Atom"><entry/>')).toBe(true);
  });
});
