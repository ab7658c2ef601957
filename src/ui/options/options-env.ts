import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { MessageKind, MessageMap, Reply } from '../../messages/messages.ts';
import type { AntennaStore } from '../../store/types.ts';

/** The store queries the options page reads; every write goes through the worker's messages. */
export type OptionsStore = Pick<AntennaStore, 'listSubscriptions' | 'getSettings' | 'countSites' | 'listSites' | 'listRecords'>;

/**
 * Everything the options page needs from the browser, passed in (main.tsx binds src/platform),
 * as the popup's `PopupEnv` is.
 */
export interface OptionsEnv {
  /** A message from `_locales`. */
  t(key: string, substitutions?: string | string[]): string;
  /** The UI language, for Intl formatting. */
  readonly locale: string;
  readonly store: OptionsStore;
  send<K extends MessageKind>(message: MessageMap[K]['request']): Promise<Reply<K>>;
  /** Calls `listener` when the worker says its data changed. */
  onChange(listener: (topic: string) => void): void;
  /** Unix seconds. */
  now(): number;
}

export const OptionsEnvContext = createContext<OptionsEnv | null>(null);

export function useOptionsEnv(): OptionsEnv {
  const env = useContext(OptionsEnvContext);
  if (env === null) throw new Error('the options page rendered outside its OptionsEnvContext');
  return env;
}
