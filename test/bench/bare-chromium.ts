import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { chromiumPath } from '../browser/harness.ts';

/**
 * Debian's Chromium with the extension loaded, driven over the DevTools protocol through a pipe
 * with no client library: nothing attaches to a page unless asked. Playwright attaches to every
 * page as it opens and holds it until it lets it run (a page it does not drive, such as the
 * toolbar popup, once it has detached again), so a page it times has waited for the bench; a
 * user's toolbar popup waits for no debugger. The toolbar popup's budgets are
 * timed here, and the popup is attached to only once its probe has seen its rows painted.
 */
export interface BareChromium {
  readonly extensionId: string;
  /** Sends a protocol command to the browser, or to the target attached as `sessionId`. */
  send<T = unknown>(method: string, params?: Readonly<Record<string, unknown>>, sessionId?: string): Promise<T>;
  /** Calls `listener` with each protocol event until the returned function is called. */
  onEvent(listener: (method: string, params: Record<string, unknown>) => void): () => void;
  /** Evaluates `expression` (awaited, by value) in the extension's service worker. */
  inWorker<T>(expression: string): Promise<T>;
  /** Attaches to `targetId` and evaluates `expression` in it (awaited, by value). */
  evaluate<T>(targetId: string, expression: string): Promise<T>;
  close(): Promise<void>;
}

interface TargetInfo {
  readonly targetId: string;
  readonly type: string;
  readonly url: string;
}

interface Evaluation {
  readonly result: { readonly value?: unknown };
  readonly exceptionDetails?: { readonly text: string; readonly exception?: { readonly description?: string } };
}

const WAIT_MS = 30_000;

/** The flags the browser tests' harness gives Chromium, with Playwright's headless ones. */
function flags(extensionPath: string, profile: string, window: { width: number; height: number }): string[] {
  return [
    '--headless',
    '--hide-scrollbars',
    '--mute-audio',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-field-trial-config',
    '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
    '--disable-background-timer-throttling',
    '--force-color-profile=srgb',
    '--password-store=basic',
    '--lang=en',
    `--window-size=${window.width},${window.height}`,
    `--disable-extensions-except=${extensionPath}`,
    `--load-extension=${extensionPath}`,
    `--user-data-dir=${profile}`,
    '--remote-debugging-pipe',
    'about:blank',
  ];
}

/** Waits for `check` to give a value, asking every 50 ms for at most `WAIT_MS`. */
export async function pollFor<T>(what: string, check: () => Promise<T | null | undefined>): Promise<T> {
  const until = performance.now() + WAIT_MS;
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined) return value;
    if (performance.now() > until) throw new Error(`${what} within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts Chromium with the extension at `extensionPath` in a fresh profile, once its service worker answers. */
export async function launchBareChromium(options: { extensionPath: string; window: { width: number; height: number } }): Promise<BareChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'antenna-reader-bare-'));
  const child: ChildProcess = spawn(chromiumPath, flags(options.extensionPath, profile, options.window), {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    env: { ...process.env, LANGUAGE: 'en', LANG: 'en_US.UTF-8' },
  });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Set<(method: string, params: Record<string, unknown>) => void>();
  let exited: Error | null = null;
  const gone = (error: Error): void => {
    exited = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  child.once('error', (error) => gone(new Error(`Chromium could not be started: ${error.message}`)));
  child.once('exit', (code, signal) => gone(new Error(`Chromium exited (${code ?? signal})`)));
  let pending = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    pending += chunk;
    let end = pending.indexOf('\0');
    while (end !== -1) {
      const message = JSON.parse(pending.slice(0, end)) as { id?: number; method?: string; params?: Record<string, unknown>; result?: unknown; error?: { message: string } };
      pending = pending.slice(end + 1);
      end = pending.indexOf('\0');
      if (message.id !== undefined) {
        const answer = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error) answer?.reject(new Error(message.error.message));
        else answer?.resolve(message.result);
      } else if (message.method !== undefined) {
        for (const listener of listeners) listener(message.method, message.params ?? {});
      }
    }
  });
  const send = <T>(method: string, params: Readonly<Record<string, unknown>> = {}, sessionId?: string): Promise<T> => {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    const answer = new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject: (error) => reject(new Error(`${method}: ${error.message}`)) });
    });
    toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId === undefined ? {} : { sessionId }) })}\0`);
    return answer;
  };
  const inSession = async <T>(sessionId: string, expression: string): Promise<T> => {
    const answer = await send<Evaluation>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
    if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
    return answer.result.value as T;
  };
  const close = async (): Promise<void> => {
    if (!exited) {
      const exit = new Promise((resolve) => child.once('exit', resolve));
      await send('Browser.close').catch(() => undefined);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(timer);
    }
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const targets = async (): Promise<readonly TargetInfo[]> => (await send<{ targetInfos: TargetInfo[] }>('Target.getTargets')).targetInfos;
    const worker = await pollFor('the extension\'s service worker did not start', async () =>
      (await targets()).find((info) => info.type === 'service_worker' && info.url.startsWith('chrome-extension://')),
    );
    const { sessionId: workerSession } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId: worker.targetId, flatten: true });
    await pollFor('the service worker has no chrome.action', () => inSession<boolean>(workerSession, "typeof chrome === 'object' && chrome.action !== undefined").catch(() => false).then((ready) => ready || null));
    return {
      extensionId: new URL(worker.url).host,
      send,
      onEvent(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      inWorker: (expression) => inSession(workerSession, expression),
      async evaluate(targetId, expression) {
        const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
        try {
          return await inSession(sessionId, expression);
        } finally {
          await send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
        }
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

