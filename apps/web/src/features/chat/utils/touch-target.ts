/** A finger's width in CSS pixels: the least width and height of anything tapped in the chat. */
export const TOUCH_TARGET = 44;
