import { useRef } from 'preact/hooks';
import { useEnv } from '../popup-env.ts';

/**
 * "Next change": moves focus (and the view) to the next update that says what changed, after
 * the one it moved to last (a click focuses the button itself), from the first again after the last — for a page with many changes. `list`
 * is the id of the heading the update list follows.
 */
export function NextChangeButton({ list }: { readonly list: string }) {
  const { t } = useEnv();
  const last = useRef(-1);
  const next = (): void => {
    const heading = document.getElementById(list);
    const items = [...(heading?.parentElement?.querySelectorAll<HTMLElement>('.update.has-change') ?? [])];
    if (items.length === 0) return;
    last.current = (last.current + 1) % items.length;
    const target = items[last.current];
    target?.scrollIntoView({ block: 'nearest' });
    target?.focus({ preventScroll: true });
  };
  return (
    <button type="button" class="button next-change" onClick={next}>
      {t('changes_next')}
    </button>
  );
}
