import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Skip to content": the first thing Tab reaches, shown only while focused; it moves focus past the
 * header to the page's main element (which takes focus with `tabIndex={-1}`) without changing the
 * address.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${targetId}`} className="skip-link" onClick={skip}>
      {t('publicPages.skipToContent')}
    </a>
  );
}
