import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { AntennaStore } from '../../store/types.ts';
import type { PageEnv } from '../shared/page-env.ts';

/** The store queries the options page reads; every write goes through the worker's messages. */
export type OptionsStore = Pick<AntennaStore, 'listSubscriptions' | 'getSettings' | 'countSites' | 'listSites' | 'listRecords'>;

/**
 * Everything the options page needs from the browser, passed in (main.tsx binds src/platform),
 * as the popup's `PopupEnv` is: the components themselves touch no browser API.
 */
export interface OptionsEnv extends PageEnv {
  readonly store: OptionsStore;
  /** Whether this browser grants host access to the address's origin. */
  hasOrigin(url: string): Promise<boolean>;
  /** Gives host access to the address's origin back to the browser. */
  removeOrigin(url: string): Promise<boolean>;
  /** Calls `listener` when the user takes host access back in the browser's settings. */
  onOriginsRemoved(listener: () => void): void;
  /** Asks for the notifications permission; from a user gesture, as `requestOrigins`. */
  requestNotifications(): Promise<boolean>;
  /** Whether the notifications permission is granted (it can be taken back in the browser's settings). */
  hasNotifications(): Promise<boolean>;
  /** Offers bytes or text to the user as a file to save. */
  saveFile(name: string, content: Uint8Array | string, type: string): void;
  /** An address to put in the Add field as the page opens (the context menu's), if any. */
  readonly addAddress?: string | undefined;
}

export const OptionsEnvContext = createContext<OptionsEnv | null>(null);

export function useOptionsEnv(): OptionsEnv {
  const env = useContext(OptionsEnvContext);
  if (env === null) throw new Error('the options page rendered outside its OptionsEnvContext');
  return env;
}
