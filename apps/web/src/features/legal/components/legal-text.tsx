import { Anchor, Code } from '@mantine/core';
import type { ReactNode } from 'react';

/** Backtick code spans, e-mail addresses and https links inside a legal paragraph. */
const TOKEN_PATTERN = /(`[^`]+`|[\w.%+-]+@[\w-]+(?:\.[\w-]+)+|https:\/\/[^\s]*[^\s.,;:)])/;
const EMAIL_PATTERN = /^[\w.%+-]+@[\w-]+(?:\.[\w-]+)+$/;

function renderToken(token: string, key: number): ReactNode {
  if (token.startsWith('`')) return <Code key={key}>{token.slice(1, -1)}</Code>;
  if (token.startsWith('https://')) {
    return (
      <Anchor key={key} href={token} target="_blank" rel="noopener noreferrer">
        {token}
      </Anchor>
    );
  }
  if (EMAIL_PATTERN.test(token)) {
    return (
      <Anchor key={key} href={`mailto:${token}`}>
        {token}
      </Anchor>
    );
  }
  return token;
}

type LegalTextProps = { text: string };

/** Plain legal text with its e-mail addresses and links made clickable and code spans marked. */
export function LegalText({ text }: LegalTextProps) {
  // With one capturing group, split() puts the matched tokens at the odd indexes.
  const parts = text.split(TOKEN_PATTERN);
  return <>{parts.map((part, index) => (index % 2 === 1 ? renderToken(part, index) : part))}</>;
}
