// Service worker entry: wiring only. Every listener is registered synchronously here.
import { onLifecycle } from '../platform/lifecycle.ts';
import { ensureAlarm } from '../platform/alarms.ts';

onLifecycle(() => {
  void ensureAlarm('poll', 1);
});
