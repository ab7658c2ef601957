import type { Site } from '../../src/core/site.ts';
import type { SubscriptionId } from '../../src/core/subscription.ts';
import { blankRecord } from './blank-record.ts';

/** A site for unit tests: `lastModified` decides its place; everything else has a plain default. */
export function testSite(
  url: string,
  lastModified: number,
  fields: { title?: string | null; author?: string | null; lastDetected?: number; sources?: string[]; tzOffset?: number | null } = {},
): Site {
  const sources = (fields.sources ?? ['http://a.example/lirs']) as SubscriptionId[];
  return {
    key: url,
    from: sources[0]!,
    sources,
    record: blankRecord({
      url,
      title: fields.title === undefined ? `Title of ${url}` : fields.title,
      author: fields.author ?? null,
      lastModified,
      lastDetected: fields.lastDetected ?? lastModified,
      tzOffset: fields.tzOffset === undefined ? 32400 : fields.tzOffset,
    }),
  };
}
