import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { antennaName } from '../../../core/antenna-name.ts';
import type { Subscription } from '../../../core/subscription.ts';
import { useOptionsEnv } from '../options-env.ts';

/** Longest name the field takes: a name is a label, not a note. */
const MAX_NAME = 200;

interface Props {
  readonly subscription: Subscription;
  /** For the field's id. */
  readonly idPrefix: string;
  /** Saves the name (null: back to the antenna's own); resolves false when it could not. */
  readonly save: (name: string | null) => Promise<boolean>;
}

/**
 * "Rename": a field labelled Name under an antenna's heading, holding the user's own name for
 * it. Enter or Save keeps it, Escape or Cancel leaves it; an empty field goes back to the
 * antenna's own title or address, which the field shows as its hint. Focus returns to the
 * Rename button either way.
 */
export function RenameAntenna({ subscription, idPrefix, save }: Props) {
  const { t } = useOptionsEnv();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const fallback = antennaName({ title: subscription.title, url: subscription.url });
  const fieldId = `${idPrefix}-rename`;

  // In the render that opens the field, so keys typed right after Rename land in it.
  useLayoutEffect(() => {
    if (editing) field.current?.select();
  }, [editing]);

  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => button.current?.focus());
  };

  if (!editing) {
    return (
      <button
        type="button"
        class="rename-button"
        ref={button}
        onClick={() => {
          setValue(subscription.name ?? '');
          setEditing(true);
        }}
      >
        {t('options_rename')}
      </button>
    );
  }
  return (
    <form
      class="rename"
      onSubmit={(event) => {
        event.preventDefault();
        if (saving) return;
        setSaving(true);
        const name = value.trim();
        void save(name === '' ? null : name).then((saved) => {
          setSaving(false);
          if (saved) close();
        });
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      }}
    >
      <label for={fieldId}>{t('options_nameLabel')}</label>
      <input
        id={fieldId}
        ref={field}
        type="text"
        maxLength={MAX_NAME}
        placeholder={fallback}
        aria-describedby={`${fieldId}-hint`}
        value={value}
        onInput={(event) => setValue(event.currentTarget.value)}
      />
      <button type="submit" class="primary" disabled={saving}>
        {t('options_nameSave')}
      </button>
      <button type="button" onClick={close}>
        {t('options_cancel')}
      </button>
      <p id={`${fieldId}-hint`} class="hint">
        {t('options_nameHint', fallback)}
      </p>
    </form>
  );
}
