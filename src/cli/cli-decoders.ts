import { WASM_HINADI_WALK } from '../formats/hinadi/wasm-hinadi-walk.ts';
import { PLAIN_LIRS_WALK } from '../formats/lirs/lirs-line-walk.ts';
import { inflateWithZlib } from './inflate-with-zlib.ts';

/**
 * What the command-line tool gives the decoder beyond what the extension's worker does: Node's
 * zlib as the gzip inflater, and hina-di's plain blocks and LIRS lines read in machine code
 * (WebAssembly: several times faster on a big file than the worker's JavaScript, which leaves
 * them out to stay small). The same records either way.
 *
 * @example
 * await decodeAntenna(bytes, { now, ...CLI_DECODERS })
 */
export const CLI_DECODERS = { inflate: inflateWithZlib, plainHinadiWalk: WASM_HINADI_WALK, plainLirsWalk: PLAIN_LIRS_WALK } as const;
