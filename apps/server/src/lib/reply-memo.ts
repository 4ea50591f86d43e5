import { serializerCompiler } from 'fastify-type-provider-zod';

type Serialize = (payload: unknown) => string;
/** One reply text per route serialiser, with the envelope fields it was written for. */
type Memo = WeakMap<Serialize, { statusCode: unknown; message: unknown; json: string }>;

const memos = new WeakMap<object, Memo>();

/**
 * Marks a shared, never-mutated value (a cache entry) so the reply carrying it as `data` is
 * serialised once per route: later replies reuse the text instead of running the reply schema and
 * `JSON.stringify` again. The text lives as long as the value, so it goes when the cache drops it.
 */
export function memoizeReply<T extends object>(value: T): T {
  if (!memos.has(value)) memos.set(value, new WeakMap());
  return value;
}

/**
 * The zod reply serialiser, reusing the text of a marked value (`memoizeReply`) when the reply is
 * an envelope `{ statusCode, message, data }` around it.
 */
export const memoizingSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize: Serialize = serializerCompiler(route);
  return (payload: unknown) => {
    const data = (payload as { data?: unknown } | null)?.data;
    const memo = typeof data === 'object' && data !== null ? memos.get(data) : undefined;
    if (!memo) return serialize(payload);
    const { statusCode, message } = payload as { statusCode: unknown; message: unknown };
    const found = memo.get(serialize);
    if (found && found.statusCode === statusCode && found.message === message) return found.json;
    const json = serialize(payload);
    memo.set(serialize, { statusCode, message, json });
    return json;
  };
};
