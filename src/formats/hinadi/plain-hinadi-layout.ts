/**
 * Where `scanPlainHinadiBlock` writes a block, numbers from `at` on: the URL's bounds and
 * `keyHash`, the times (NaN: none), Content-Length (-1: none), then for each text field its
 * value's start (-1: absent), end, and the number of its decoded range (-1: ASCII, read in place).
 */
export const PLAIN = {
  urlStart: 0,
  urlEnd: 1,
  urlHash: 2,
  lastModified: 3,
  tzOffset: 4,
  lastDetected: 5,
  contentLength: 6,
  title: 7,
  author: 10,
  virtual: 13,
  authorizedUrl: 16,
  method: 19,
  /** Numbers per block. */
  size: 22,
} as const;

/**
 * The range number of a Virtual or Authorized-url value that is the same ASCII text as the
 * plain block before held there: the same string serves both. Most blocks of a file name the
 * antenna's own URL there.
 */
export const SAME_AS_BEFORE = -2;
