import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { FeedChoices } from '../../../messages/messages.ts';
import { antennaName } from '../../../core/antenna-name.ts';
import { useOptionsEnv } from '../options-env.ts';

interface Props {
  readonly choices: FeedChoices;
  /** Called with the chosen link's address and text (the antenna's name until its file gives one). */
  readonly onChoose: (url: string, linkText: string | null) => void;
  readonly onCancel: () => void;
  /** Shown above the actions: the form that watches the page itself, when it can be. */
  readonly children?: ComponentChildren;
}

/** A page that is not an antenna file, with the antennas and feeds it links to. */
export function FeedChoiceList({ choices, onChoose, onCancel, children }: Props) {
  const { t } = useOptionsEnv();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [choices]);
  const empty = choices.choices.length === 0;
  return (
    <section class="preview" aria-labelledby="choices-heading">
      <h3 id="choices-heading" ref={heading} tabIndex={-1}>
        {empty ? t('options_choicesNone') : t('options_choicesHeading')}
      </h3>
      <p class="url">
        <bdi>{choices.url}</bdi>
      </p>
      {!empty && (
        <ul class="choices">
          {choices.choices.map((choice) => (
            <li key={choice.url}>
              <button type="button" onClick={() => onChoose(choice.url, choice.title)}>
                <bdi>{antennaName(choice)}</bdi>
              </button>
              <bdi class="url">{choice.url}</bdi>
            </li>
          ))}
        </ul>
      )}
      {children}
      <div class="actions">
        <button type="button" onClick={onCancel}>
          {t('options_cancel')}
        </button>
      </div>
    </section>
  );
}
