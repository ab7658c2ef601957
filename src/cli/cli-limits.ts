import { defaultSettings } from '../core/settings.ts';
import type { ReadLimits } from '../reading/read-antenna.ts';

/** The bounds the command line reads with: the extension's defaults. */
export const CLI_READ_LIMITS: ReadLimits = {
  maxInflatedBytes: defaultSettings.maxInflatedBytes,
  maxDocuments: defaultSettings.maxDocumentsPerPoll,
};
