import { PLAIN_HINADI_WALK } from '../formats/hinadi/plain-hinadi-walk.ts';
import { PLAIN_LIRS_WALK } from '../formats/lirs/lirs-line-walk.ts';
import { inflateWithZlib } from './inflate-with-zlib.ts';

/**
 * What the command-line tool gives the decoder beyond what the extension's worker does: Node's
 * zlib as the gzip inflater, the walk over plain hina-di blocks (about twice as fast on a big
 * hina-di file) and LIRS lines sorted in machine code (the worker leaves both out to stay
 * small). The same records either way.
 *
 * @example
 * await decodeAntenna(bytes, { now, ...CLI_DECODERS })
 */
export const CLI_DECODERS = { inflate: inflateWithZlib, plainHinadiWalk: PLAIN_HINADI_WALK, plainLirsWalk: PLAIN_LIRS_WALK } as const;
