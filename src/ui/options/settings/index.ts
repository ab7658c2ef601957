/**
 * The settings section: the default check interval, the learned schedule, notifications and the
 * badge, read and written through the worker (`useSettings`).
 */
export { DurationOptions } from './duration-options.tsx';
export { INTERVAL_CHOICES } from './interval-choices.ts';
export { SettingsForm } from './settings-form.tsx';
export { useSettings } from './use-settings.ts';
