import { io, type Socket } from 'socket.io-client';
import type { ChatMessage } from '@ideamatch/shared';

export type RealtimePlan = {
  /** Server origins; socket i connects to origins[i % origins.length]. */
  origins: string[];
  people: { id: string; token: string }[];
  /** Chat k is between people 2k and 2k+1. */
  chats: string[];
  /** How often each chatting person sends. */
  intervalMs: number;
  durationMs: number;
};

export type RealtimeResult = {
  sockets: number;
  chatters: number;
  connectMs: number;
  sent: number;
  delivered: number;
  sendErrors: number;
  /** From just before the HTTP send to the other person's socket receiving it (ms). */
  deliveryMs: number[];
  /** The HTTP send alone (ms). */
  sendMs: number[];
};

const connectOne = (origin: string, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(origin, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });

/** Opens every socket, in batches so handshakes do not all land at once. */
export async function connectAll(plan: RealtimePlan): Promise<{ sockets: Socket[]; connectMs: number }> {
  const started = performance.now();
  const sockets: Socket[] = [];
  for (let i = 0; i < plan.people.length; i += 50) {
    const batch = plan.people.slice(i, i + 50);
    sockets.push(
      ...(await Promise.all(batch.map((p, j) => connectOne(plan.origins[(i + j) % plan.origins.length]!, p.token)))),
    );
  }
  return { sockets, connectMs: performance.now() - started };
}

/**
 * Each chatting pair talks both ways: every person sends on their own node every `intervalMs`
 * (staggered), and the other person's socket, on the other node when there are two, receives it.
 */
export async function runChat(
  plan: RealtimePlan,
  sockets: Socket[],
): Promise<Omit<RealtimeResult, 'sockets' | 'connectMs'>> {
  const sentAt = new Map<string, number>();
  const deliveryMs: number[] = [];
  const sendMs: number[] = [];
  let sent = 0;
  let sendErrors = 0;
  const chatters = plan.chats.length * 2;
  for (let i = 0; i < chatters; i += 1) {
    sockets[i]!.on('chat_message', (message: ChatMessage) => {
      if (message.senderId === plan.people[i]!.id || !message.clientId) return;
      const start = sentAt.get(message.clientId);
      if (start !== undefined) deliveryMs.push(performance.now() - start);
    });
  }

  const stopAt = performance.now() + plan.durationMs;
  const senders = Array.from({ length: chatters }, async (_, i) => {
    const person = plan.people[i]!;
    const origin = plan.origins[i % plan.origins.length]!;
    const chatId = plan.chats[Math.floor(i / 2)]!;
    await new Promise((resolve) => setTimeout(resolve, (plan.intervalMs * i) / chatters));
    let n = 0;
    while (performance.now() < stopAt) {
      const clientId = `${i}-${n++}`;
      const start = performance.now();
      sentAt.set(clientId, start);
      try {
        const res = await fetch(`${origin}/api/chat/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ chatId, text: `benchmark message ${clientId}`, clientId }),
        });
        await res.arrayBuffer();
        if (res.ok) sent += 1;
        else sendErrors += 1;
      } catch {
        sendErrors += 1;
      }
      sendMs.push(performance.now() - start);
      const wait = plan.intervalMs - (performance.now() - start);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  });
  await Promise.all(senders);
  // Let the last deliveries arrive.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return { chatters, sent, delivered: deliveryMs.length, sendErrors, deliveryMs, sendMs };
}

/** The p-th percentile (0..100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
