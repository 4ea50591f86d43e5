import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a new chat message plays a sound: off unless the person turns it on. Kept per browser in
 * localStorage (a device preference, like the colour scheme), not on the account.
 */
const KEY = 'ideamatch.chatSound';
const listeners = new Set<() => void>();

export const isChatSoundOn = (): boolean => {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
};

function setChatSound(isOn: boolean): void {
  try {
    if (isOn) window.localStorage.setItem(KEY, 'on');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the switch simply does not stick.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** The sound setting and its setter, kept in step across components and tabs. */
export function useChatSound(): [boolean, (isOn: boolean) => void] {
  const isOn = useSyncExternalStore(subscribe, isChatSoundOn, () => false);
  return [isOn, useCallback((value: boolean) => setChatSound(value), [])];
}

/** A short soft chime through Web Audio (no file to load); silent where audio is unavailable or blocked. */
export function playChatSound(): void {
  try {
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, context.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.32);
    oscillator.addEventListener('ended', () => void context.close());
  } catch {
    // No audio here: the toast and the title still tell.
  }
}
