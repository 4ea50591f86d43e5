import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import classes from './logo.module.css';

type LogoMarkProps = { size?: number };

/** The IdeaMatch mark: a light bulb holding two linked people. */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  const gradientId = `logo-gradient-${useId().replace(/:/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6a5cff" />
          <stop offset="1" stopColor="#13b3c6" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path
        d="M32 11.5c-8.4 0-15.2 6.6-15.2 14.8 0 5.2 2.7 8.9 5.7 11.8 1.6 1.6 2.5 3.4 2.5 5.4V46h14v-2.5c0-2 .9-3.8 2.5-5.4 3-2.9 5.7-6.6 5.7-11.8 0-8.2-6.8-14.8-15.2-14.8z"
        fill="none"
        stroke="#fff"
        strokeWidth="3.6"
        strokeLinejoin="round"
      />
      <path d="M26.5 52h11" stroke="#fff" strokeWidth="3.6" strokeLinecap="round" />
      <path d="M27.2 25.8 36.8 31.2" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="27.2" cy="25.8" r="3.6" fill="#fff" />
      <circle cx="36.8" cy="31.2" r="3.6" fill="#fff" />
    </svg>
  );
}

type LogoProps = {
  size?: number;
  /** Show the "IdeaMatch" word mark next to the mark. */
  withText?: boolean;
  /** White word mark, for dark or photographic backgrounds. */
  isInverted?: boolean;
};

/** Mark plus word mark. */
export function Logo({ size = 32, withText = true, isInverted = false }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap" className={classes.root}>
      <LogoMark size={size} />
      {withText && (
        <Text
          component="span"
          fw={800}
          fz={size * 0.62}
          className={isInverted ? classes.inverted : classes.word}
          lh={1}
        >
          Idea<span className={classes.accent}>Match</span>
        </Text>
      )}
    </Group>
  );
}
