import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Subscription } from '../../../core/subscription.ts';

export interface OnThisPageProps {
  readonly subscriptions: readonly Subscription[];
}

/**
 * "On this page": what the open tab offers to follow. Its code comes in a chunk of its own,
 * asked for once the popup's rows are shown, so the popup never waits for it.
 */
export function OnThisPage(props: OnThisPageProps) {
  const [Section, setSection] = useState<ComponentType<OnThisPageProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import('./on-this-page-section.tsx').then((module) => {
      if (live) setSection(() => module.OnThisPageSection);
    });
    return () => {
      live = false;
    };
  }, []);
  return Section === null ? null : <Section {...props} />;
}
