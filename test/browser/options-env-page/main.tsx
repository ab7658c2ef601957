// The options page's components on an ordinary web page, with a fake `OptionsEnv` in place
// of main.tsx's binding: no extension API exists here, so what they show and do comes from the
// env or from nowhere. test/browser/options-env.test.ts builds this page and drives it.
import { render } from 'preact';
import { defaultSettings, type Settings } from '../../../src/core/settings.ts';
import type { Subscription } from '../../../src/core/subscription.ts';
import type { CheckSummary, MessageKind, MessageMap, Reply, SyncStatus } from '../../../src/messages/messages.ts';
import { OptionsApp } from '../../../src/ui/options/options-app.tsx';
import { OptionsEnvContext, type OptionsEnv } from '../../../src/ui/options/options-env.ts';
import '../../../src/ui/options/options.css';

/** What the test gives the page: the env's answers. */
export interface FakeOptionsSetup {
  /** `_locales` messages by key (`$1`… stand for substitutions, as in messages.json). */
  readonly messages: Readonly<Record<string, string>>;
  readonly locale: string;
  /** Unix seconds, for `env.now()`. */
  readonly now: number;
  readonly subscriptions: readonly Subscription[];
  /** Hosts the env says are not granted, until a request grants them. */
  readonly deniedHosts: readonly string[];
  /** What the permission prompts answer. */
  readonly grant: boolean;
}

/** One call the page made to the env, for the test to read. */
export interface EnvCall {
  readonly name: string;
  readonly args: readonly unknown[];
}

declare global {
  var showOptions: (setup: FakeOptionsSetup) => void;
  var envCalls: EnvCall[];
  /** Answers the waiting `sync-set-enabled`: the worker's yes, or its refusal. */
  var answerSync: (ok: boolean) => void;
}

globalThis.envCalls = [];
const record = (name: string, ...args: unknown[]): void => void globalThis.envCalls.push({ name, args });

/** `chrome.i18n.getMessage`'s substitution of `$1`…`$9` (`$$` is a dollar sign); the key when there is no message. */
function translate(messages: FakeOptionsSetup['messages'], key: string, substitutions?: string | string[]): string {
  const message = messages[key];
  if (message === undefined) return key;
  const values = substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
  return message.replace(/\$(\$|[1-9])/g, (_, which: string) => (which === '$' ? '$' : (values[Number(which) - 1] ?? '')));
}

function answer(message: MessageMap[MessageKind]['request'], setup: FakeOptionsSetup, settings: Settings): Reply<MessageKind> {
  switch (message.kind) {
    case 'check-now': {
      const summary: CheckSummary = { checked: 1, changed: 1, unchanged: 0, failed: 0 };
      return { ok: true, value: summary };
    }
    case 'sync-status': {
      const status: SyncStatus = { available: true, enabled: true, lastSynced: setup.now - 300, problem: null, localOnly: [] };
      return { ok: true, value: status };
    }
    case 'update-settings':
      return { ok: true, value: { ...settings, ...message.patch } };
    default:
      return { ok: false, error: `the fake env does not answer ${message.kind}` };
  }
}

globalThis.showOptions = (setup) => {
  const denied = new Set(setup.deniedHosts);
  let settings: Settings = defaultSettings;
  const env: OptionsEnv = {
    t: (key, substitutions) => translate(setup.messages, key, substitutions),
    locale: setup.locale,
    store: {
      listSubscriptions: async () => [...setup.subscriptions],
      getSettings: async () => settings,
      countSites: async () => 0,
      listSites: async () => [],
      listRecords: async () => [],
    },
    send: async <K extends MessageKind>(message: MessageMap[K]['request']) => {
      record('send', message);
      if (message.kind === 'sync-set-enabled') {
        // Held until the test answers, as a busy worker would hold it.
        const ok = await new Promise<boolean>((resolve) => (globalThis.answerSync = resolve));
        const status: SyncStatus = { available: true, enabled: message.enabled, lastSynced: setup.now - 300, problem: null, localOnly: [] };
        return (ok ? { ok: true, value: status } : { ok: false, error: 'the worker is busy' }) as Reply<K>;
      }
      const reply = answer(message, setup, settings);
      if (message.kind === 'update-settings' && reply.ok) settings = reply.value as Settings;
      return reply as Reply<K>;
    },
    onChange: () => {
      record('onChange');
      return () => undefined;
    },
    now: () => setup.now,
    requestOrigins: async (urls) => {
      record('requestOrigins', [...urls]);
      if (setup.grant) for (const url of urls) denied.delete(new URL(url).hostname);
      return setup.grant;
    },
    hasOrigin: async (url) => !denied.has(new URL(url).hostname),
    removeOrigin: async (url) => {
      record('removeOrigin', url);
      return true;
    },
    onOriginsRemoved: () => record('onOriginsRemoved'),
    requestNotifications: async () => {
      record('requestNotifications');
      return setup.grant;
    },
    hasNotifications: async () => setup.grant,
    saveFile: (name, content, type) => record('saveFile', name, typeof content === 'string' ? content : `${content.length} bytes`, type),
  };
  document.documentElement.lang = setup.locale;
  render(
    <OptionsEnvContext.Provider value={env}>
      <OptionsApp />
    </OptionsEnvContext.Provider>,
    document.getElementById('app')!,
  );
};
