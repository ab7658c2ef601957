/** A message from `_locales` by its key, with its placeholders filled (`PageEnv.t`). */
export type Translate = (key: string, substitutions?: string | string[]) => string;
