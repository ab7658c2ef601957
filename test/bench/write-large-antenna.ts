/**
 * Writes the benchmark's large LIRS.gz antenna to a file, for the side-by-side run by hand:
 * `npx tsx test/bench/write-large-antenna.ts 20000 /tmp/antenna-20000.lirs.gz`.
 */
import { writeFileSync } from 'node:fs';
import { largeLirsGz } from '../fixtures/large-antenna.ts';

const [count = '20000', path = `antenna-${count}.lirs.gz`] = process.argv.slice(2);
const records = Number(count);
if (!Number.isInteger(records) || records < 1) throw new Error(`not a record count: ${count}`);
writeFileSync(path, largeLirsGz(records, { now: 1_790_000_000, label: 'bench' }));
console.log(`${path}: ${records} records`);
