import type { AntennaRecord } from '../core/record.ts';
import { NO_EXTENSION, NO_EXTRA } from './lirs/read-lirs-record.ts';

/**
 * A record the command line's walks make (hina-di's plain blocks, LIRS's plain lines): the
 * fields of `AntennaRecord`, in the order the general readings give them. Made by a constructor,
 * not an object literal: V8 tracks where each literal is made, and when most of what one place
 * makes outlives a young-generation collection, as a file's records do, it may decide to make
 * them straight in the old generation. In 6 of 46 processes of the bench's hina-di loop no young
 * collection ran at all, and a 20,000-block decode took a median of 25.5–35.2 ms where it
 * otherwise took about 21; in none of 30 with this class, and in none of 8 with V8's
 * `--no-allocation-site-pretenuring`. The fields are `declare`d and assigned in the
 * constructor: class fields would each be defined on the object before the assignments.
 */
export class PlainRecord implements AntennaRecord {
  declare readonly url: string;
  declare readonly title: string | null;
  declare readonly author: string | null;
  declare readonly lastModified: number;
  declare readonly lastDetected: number | null;
  declare readonly tzOffset: number | null;
  declare readonly contentLength: number | null;
  declare readonly sourceUrl: string | null;
  declare readonly checkedUrl: string | null;
  declare readonly method: string | null;
  declare readonly expires: null;
  declare readonly extension: typeof NO_EXTENSION;
  declare readonly extra: typeof NO_EXTRA;

  constructor(
    url: string,
    title: string | null,
    author: string | null,
    lastModified: number,
    lastDetected: number | null,
    tzOffset: number | null,
    contentLength: number | null,
    sourceUrl: string | null,
    checkedUrl: string | null,
    method: string | null,
  ) {
    this.url = url;
    this.title = title;
    this.author = author;
    this.lastModified = lastModified;
    this.lastDetected = lastDetected;
    this.tzOffset = tzOffset;
    this.contentLength = contentLength;
    this.sourceUrl = sourceUrl;
    this.checkedUrl = checkedUrl;
    this.method = method;
    this.expires = null;
    this.extension = NO_EXTENSION;
    this.extra = NO_EXTRA;
  }
}
