/**
 * A decoder's work in slices: it yields between slices (every few thousand lines, or so much
 * XML work), and gives its result at the end. `runSteps` runs it in one go; `runStepsPausing`
 * waits on `pause` between slices, so a caller's event loop can answer other events — the
 * worker's messages — while a large antenna decodes.
 */
export type DecodeSteps<T> = Generator<void, T, void>;

/**
 * Runs every slice at once and gives the result.
 *
 * @example
 * runSteps(decodeLirsInSteps(text)) // the same as decodeLirs(text)
 */
export function runSteps<T>(steps: DecodeSteps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done === true) return next.value;
  }
}

/**
 * Runs the slices one by one, awaiting `pause` between them.
 *
 * @example
 * await runStepsPausing(decodeLirsInSteps(text), () => new Promise((done) => setTimeout(done, 0)))
 */
export async function runStepsPausing<T>(steps: DecodeSteps<T>, pause: () => Promise<void>): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done === true) return next.value;
    await pause();
  }
}
