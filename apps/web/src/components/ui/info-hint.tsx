import { ActionIcon } from '@mantine/core';
import type { TooltipProps } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';

type InfoHintProps = {
  /** The hint's text. */
  label: string;
  /** The button's accessible name. */
  ariaLabel: string;
};

/** The loaded tooltip, whether it opens at once (the pointer is still there) and whether the button had the focus. */
type Loaded = { Tooltip: ComponentType<TooltipProps>; isOpen: boolean; hadFocus: boolean };

/**
 * An info button whose hint shows in a tooltip on hover, focus or touch. Mantine's `Tooltip` (with
 * the floating-ui code it positions with) loads the first time the button is hovered, focused or
 * touched: until then the button alone is rendered, as the tooltip renders it while closed, so a page
 * that shows a hint does not download that code with it. Once loaded, the hint opens if the pointer
 * is still there, and the focus stays on the button.
 */
export function InfoHint({ label, ariaLabel }: InfoHintProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const isHovered = useRef(false);

  useEffect(() => {
    // The button is drawn anew inside the tooltip: it takes the focus back if it had it.
    if (loaded?.hadFocus) button.current?.focus();
  }, [loaded]);

  const load = useCallback(() => {
    void import('./tooltip-loaded').then((module) =>
      setLoaded({
        Tooltip: module.default as ComponentType<TooltipProps>,
        isOpen: isHovered.current,
        hadFocus: button.current !== null && document.activeElement === button.current,
      }),
    );
  }, []);
  const enter = useCallback(() => {
    isHovered.current = true;
    load();
  }, [load]);
  const leave = useCallback(() => {
    isHovered.current = false;
  }, []);

  const icon = <IconInfoCircle size={18} aria-hidden />;
  if (loaded)
    return (
      <loaded.Tooltip
        label={label}
        multiline
        w={300}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
        defaultOpened={loaded.isOpen}
      >
        <ActionIcon ref={button} variant="subtle" color="gray" size="sm" aria-label={ariaLabel}>
          {icon}
        </ActionIcon>
      </loaded.Tooltip>
    );
  return (
    <ActionIcon
      ref={button}
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={ariaLabel}
      onPointerEnter={enter}
      onPointerLeave={leave}
      onTouchStart={enter}
      onFocus={load}
    >
      {icon}
    </ActionIcon>
  );
}
