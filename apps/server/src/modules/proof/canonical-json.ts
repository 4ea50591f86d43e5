/**
 * Canonical JSON (the subset of RFC 8785 our content needs: objects, arrays, strings, null, booleans
 * and integers): object keys sorted by their UTF-16 code units, no whitespace, strings escaped as
 * `JSON.stringify` escapes them. The same value always gives the same text, so its SHA-256 can be
 * recomputed by anyone (docs/idea-protection.md#proof-of-authorship).
 */
export type CanonicalValue = string | number | boolean | null | CanonicalValue[] | { [key: string]: CanonicalValue };

export function canonicalJson(value: CanonicalValue): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error('canonical JSON here holds integers only');
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key]!)}`).join(',')}}`;
}
