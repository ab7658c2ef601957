/**
 * The sync section: switching sync across computers on and off, and what it last did.
 */
export { SyncSection } from './sync-section.tsx';
