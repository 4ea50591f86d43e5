import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/index';
import { writePastConversation } from '../modules/chat/chat-history';
import type { DemoContext } from './demo-data';

type Line = { from: 0 | 1; text?: string; shareIdea?: number; minutesAgo: number };
type Conversation = { between: [string, string]; ideaOf?: number; lines: Line[]; readByBoth?: boolean };

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * Demo conversations between the demo people (somchai, malee, anan, pim) and one with somchai's
 * first sub-account, spread over the last days so the chat screen shows day separators, a shared
 * idea card, unread counts and "seen".
 */
export async function seedDemoChats(db: Database, context: DemoContext): Promise<void> {
  const [somchai, malee, anan, pim] = context.people;
  if (!somchai || !malee || !anan || !pim) return;
  const [shop] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.ownerAccountId, somchai.id))
    .orderBy(asc(accounts.username));
  const ideaOwnedBy = (accountId: string) => context.ideas.findIndex((idea) => idea.ownerAccountId === accountId);

  const conversations: Conversation[] = [
    {
      between: [malee.id, somchai.id],
      ideaOf: Math.max(0, ideaOwnedBy(somchai.id)),
      lines: [
        { from: 0, text: 'สวัสดีค่ะ สนใจไอเดียนี้มากเลย ยังหาหุ้นส่วนอยู่ไหมคะ', minutesAgo: 2 * DAY + 40 },
        { from: 1, text: 'สวัสดีครับ ยังหาอยู่ครับ คุณมาลีมีประสบการณ์ด้านไหนบ้างครับ', minutesAgo: 2 * DAY + 25 },
        { from: 0, text: 'ทำการตลาดออนไลน์มา 6 ปีค่ะ ดูแลเพจร้านอาหารหลายร้าน', minutesAgo: 2 * DAY + 20 },
        { from: 1, text: 'เยี่ยมเลยครับ ผมร่างแผนไว้ที่ https://example.com/plan ลองดูได้ครับ', minutesAgo: DAY + 90 },
        { from: 0, text: 'อ่านแล้วค่ะ ชอบมากเลยค่ะ\nขอนัดคุยรายละเอียดสัปดาห์หน้าได้ไหมคะ', minutesAgo: 35 },
        { from: 0, text: 'วันอังคารบ่ายสะดวกไหมคะ', minutesAgo: 34 },
      ],
    },
    {
      between: [anan.id, somchai.id],
      lines: [
        { from: 0, text: 'Hi Somchai, I saw your idea in the food category.', minutesAgo: 3 * DAY },
        { from: 1, text: 'Thanks Anan! Have a look at this one too.', minutesAgo: 3 * DAY - 10 },
        { from: 1, shareIdea: 1, minutesAgo: 3 * DAY - 11 },
        { from: 0, text: 'Great, I can help with the supply chain side.', minutesAgo: 5 * HOUR },
      ],
      readByBoth: true,
    },
    {
      between: [malee.id, anan.id],
      lines: [
        { from: 0, text: 'Anan, are you joining the meetup on Friday?', minutesAgo: 6 * DAY },
        { from: 1, text: 'Yes! See you there.', minutesAgo: 6 * DAY - 30 },
      ],
      readByBoth: true,
    },
    ...(shop
      ? [
          {
            between: [pim.id, shop.id] as [string, string],
            lines: [
              { from: 0 as const, text: 'ร้านเปิดกี่โมงคะ มีเมล็ดกาแฟคั่วอ่อนไหมคะ', minutesAgo: 3 * HOUR },
              { from: 1 as const, text: 'เปิด 8 โมงครับ มีคั่วอ่อนจากเชียงรายครับ', minutesAgo: 2 * HOUR },
              { from: 0 as const, text: 'ขอสั่ง 2 ถุงค่ะ ส่งไปรษณีย์ได้ไหมคะ', minutesAgo: 20 },
            ],
          },
        ]
      : []),
  ];

  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const { between, ideaOf, lines, readByBoth } of conversations) {
      await writePastConversation(tx, {
        between,
        ideaId: ideaOf !== undefined ? (context.ideas[ideaOf]?.id ?? null) : null,
        messages: lines.map((line) => ({
          from: line.from,
          text: line.text ?? '',
          sharedIdeaId: line.shareIdea !== undefined ? (context.ideas[line.shareIdea]?.id ?? null) : null,
          at: new Date(now - line.minutesAgo * 60_000),
        })),
        readByBoth: readByBoth ?? false,
      });
    }
  });
}
