import { useEffect } from 'react';

const PRODUCT = 'IdeaMatch';

/** Sets the browser tab title to "<title> | IdeaMatch" (or the product name alone). */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT}` : `${PRODUCT} — Match Smart. Profit Together.`;
  }, [title]);
}
