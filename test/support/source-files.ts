import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every TypeScript file of code under `dir`, tests left out. */
export function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
