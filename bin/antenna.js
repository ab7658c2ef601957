#!/usr/bin/env node
// Runs the TypeScript command-line tool through tsx, so no build step is needed.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
