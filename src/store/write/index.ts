/**
 * How a poll's records are written: `replaceRecords` stores one antenna's records, elects each
 * site's winner (`electWinner`), keeps histories (`historyWriter`) and batches puts
 * (`batchWriter`), all in one transaction (`runWrite`).
 */
export { batchWriter } from './batch-writer.ts';
export { electWinner, reelect, winnerOf } from './elect-winner.ts';
export { historyWriter } from './history-writer.ts';
export { replaceRecords } from './replace-records.ts';
export { runWrite } from './run-write.ts';
