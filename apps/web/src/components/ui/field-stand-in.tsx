import { Input, InputBase } from '@mantine/core';
import type { ReactNode } from 'react';

type FieldStandInProps = {
  label: ReactNode;
  leftSection: ReactNode;
  /** Decoration only: a click on it goes to the button. */
  rightSection?: ReactNode;
  /** What the real field opens. */
  popup: 'dialog' | 'listbox';
  /** The chosen value as shown; without one, the placeholder. */
  text: string | undefined;
  placeholder: string | undefined;
  /** Loads the real field's code; pointing at or focusing the stand-in starts it, ahead of the click. */
  load: () => Promise<unknown>;
  onActivate: () => void;
};

/**
 * The stand-in of a field whose code loads on first use: a button that looks like the input and
 * shows its value, replaced by the real field when clicked.
 */
export function FieldStandIn({
  label,
  leftSection,
  rightSection,
  popup,
  text,
  placeholder,
  load,
  onActivate,
}: FieldStandInProps) {
  return (
    <InputBase
      component="button"
      type="button"
      label={label}
      leftSection={leftSection}
      rightSection={rightSection}
      rightSectionPointerEvents={rightSection ? 'none' : undefined}
      pointer
      aria-haspopup={popup}
      onClick={onActivate}
      onFocus={() => void load()}
      onPointerEnter={() => void load()}
    >
      {text || <Input.Placeholder>{placeholder}</Input.Placeholder>}
    </InputBase>
  );
}
