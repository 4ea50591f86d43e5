import { useSearchParams } from 'react-router';

/**
 * List state kept in the address (tab, search, sort, page), so a reload or a shared link shows the
 * same page. Changing anything but the page goes back to page 1.
 */
export function useListParams<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    (Object.keys(defaults) as K[]).map((key) => [key, params.get(key) ?? defaults[key]]),
  ) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Partial<Record<K | 'page', string | null>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [string, string | null][]) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { values, page, set, setPage: (next: number) => set({ page: next === 1 ? null : String(next) } as never) };
}
