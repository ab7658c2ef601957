import type { Settings } from '../../../core/settings.ts';
import { useOptionsEnv } from '../options-env.ts';

interface Props {
  readonly settings: Settings;
  readonly apply: (patch: Partial<Settings>) => unknown;
}

/** The settings' switch between the learned schedule and the fixed interval for every antenna. */
export function LearnedScheduleSetting(props: Props) {
  const { t } = useOptionsEnv();
  return (
    <div class="field check">
      <input
        id="setting-learned-schedule"
        type="checkbox"
        checked={props.settings.learnedSchedule}
        onChange={(event) => void props.apply({ learnedSchedule: event.currentTarget.checked })}
      />
      <label for="setting-learned-schedule">{t('schedule_settingLearned')}</label>
    </div>
  );
}
