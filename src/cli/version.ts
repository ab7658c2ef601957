// Vite bundles only this one field of package.json into the tool; tsx reads it from the file.
import { version } from '../../package.json';

/** The tool's version, the package's: what `antenna --version` prints. */
export const VERSION: string = version;
