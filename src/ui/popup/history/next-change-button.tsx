import { useEnv } from '../popup-env.ts';

/**
 * "Next change": moves focus (and the view) to the next update that says what changed, after
 * the one focused, from the first again after the last — for a page with many changes. `list`
 * is the id of the heading the update list follows.
 */
export function NextChangeButton({ list }: { readonly list: string }) {
  const { t } = useEnv();
  const next = (): void => {
    const heading = document.getElementById(list);
    const items = [...(heading?.parentElement?.querySelectorAll<HTMLElement>('.update.has-change') ?? [])];
    if (items.length === 0) return;
    const focused = items.findIndex((item) => item.contains(document.activeElement));
    const target = items[(focused + 1) % items.length];
    target?.scrollIntoView({ block: 'nearest' });
    target?.focus({ preventScroll: true });
  };
  return (
    <button type="button" class="button next-change" onClick={next}>
      {t('changes_next')}
    </button>
  );
}
