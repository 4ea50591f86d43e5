import { useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/** How long a finger or the mouse stays down before it counts as a long press. */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

/**
 * Handlers that call `onLongPress` when a pointer (touch, pen or mouse) stays down on the element
 * for half a second without moving. The click that ends a long press is swallowed (so a long press
 * on a photo does not also open it), and so is the browser's own context menu on touch. Keyboard
 * users reach the same actions through a button: this adds a gesture, it replaces nothing.
 */
export function useLongPress(onLongPress: () => void, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const onPointerDown = (event: PointerEvent) => {
    fired.current = false;
    // Only the main button of a mouse; a touch or pen always.
    if (!isEnabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    // A press in a field inside (an editor) belongs to the field.
    if ((event.target as Element).closest?.('input, textarea, [data-long-press-ignore]')) return;
    cancel();
    start.current = { x: event.clientX, y: event.clientY };
    timer.current = setTimeout(() => {
      timer.current = null;
      fired.current = true;
      onLongPress();
    }, LONG_PRESS_MS);
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!start.current) return;
    if (Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y) > MOVE_TOLERANCE_PX) cancel();
  };

  const swallowAfterLongPress = (event: MouseEvent) => {
    if (!fired.current) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === 'click') fired.current = false;
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onClickCapture: swallowAfterLongPress,
    onContextMenu: (event: MouseEvent) => {
      // A touch long press opens the browser's menu too; ours is the one that counts.
      if (fired.current || timer.current) event.preventDefault();
    },
  };
}
