import { readAttributes } from './read-attributes.ts';

/**
 * Every start tag named `name` (case-insensitive) in `markup`, as its attribute map and the
 * index just past it. Quoted `>` inside values do not end the tag.
 *
 * @example
 * [...findStartTags('<link rel=alternate><LINK href="/x">', 'link')].length // 2
 */
export function* findStartTags(markup: string, name: string): Generator<{ attributes: Map<string, string>; end: number }> {
  const pattern = new RegExp(`<${name}(?=[\\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi');
  for (const match of markup.matchAll(pattern)) {
    const inside = (match[1] ?? '').replace(/(^|[\s"'])\/\s*$/, '$1');
    yield { attributes: readAttributes(inside), end: match.index + match[0].length };
  }
}
