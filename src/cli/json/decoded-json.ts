import type { AntennaRecord } from '../../core/record.ts';

/** One record as `decode --json` and `poll --json` print it: every field, absent ones null. */
export interface RecordJson {
  readonly url: string;
  readonly title: string | null;
  readonly author: string | null;
  readonly lastModified: number;
  readonly lastDetected: number | null;
  readonly tzOffset: number | null;
  readonly contentLength: number | null;
  readonly sourceUrl: string | null;
  readonly checkedUrl: string | null;
  readonly method: string | null;
  readonly expires: number | null;
  readonly extension: readonly string[];
  readonly extra: Readonly<Record<string, string>>;
}

/** One record as the JSON output prints it. */
export function recordJson(record: AntennaRecord): RecordJson {
  return {
    url: record.url,
    title: record.title,
    author: record.author,
    lastModified: record.lastModified,
    lastDetected: record.lastDetected,
    tzOffset: record.tzOffset,
    contentLength: record.contentLength,
    sourceUrl: record.sourceUrl,
    checkedUrl: record.checkedUrl,
    method: record.method,
    expires: record.expires,
    extension: record.extension,
    extra: record.extra,
  };
}
