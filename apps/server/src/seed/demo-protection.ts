import { NotificationType } from '@ideamatch/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from '../lib/uuid';
import type { Database } from '../db/client';
import { ideaAccessRequests, ideaAccessViews, ideas } from '../db/schema/index';
import { createNotification } from '../modules/notifications/notification.service';
import type { DemoContext } from './demo-data';

const DETAIL = [
  'รายละเอียดที่เปิดให้เฉพาะคนที่อนุมัติ: เส้นทาง 3 วัน 2 คืน ใน 4 หมู่บ้าน (ดอยแม่สลอง บ้านร่มไทร บ้านผาหมี บ้านห้วยน้ำขุ่น)',
  'รายได้ต่อทริป 18,000 บาทต่อกลุ่ม 6 คน ชุมชนได้ 45% ผู้นำเที่ยว 20% แพลตฟอร์ม 15%',
  'พันธมิตรที่คุยแล้ว: โฮมสเตย์ 9 หลัง และรถตู้ท้องถิ่น 2 คัน',
].join('\n');

const TERMS = 'ไม่นำเส้นทางและรายชื่อพันธมิตรไปใช้เองโดยไม่ได้คุยกับเจ้าของไอเดียก่อน';

/**
 * Idea protection demo rows: somchai's Chiang Rai tours idea is confidential, with terms; pim was
 * approved and read the details, malee's request waits for somchai's answer (with its notification).
 * Everyone else sees the public face and a "request access" button.
 */
export async function seedDemoProtection(db: Database, { people, ideas: seeded }: DemoContext) {
  const [somchai, malee, , pim] = people;
  const idea = seeded.find((row) => row.ownerAccountId === somchai?.id && row !== seeded[0]);
  if (!somchai || !malee || !pim || !idea) return;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(ideas)
      .set({ visibility: 'confidential', accessTerms: TERMS, detail: DETAIL })
      .where(eq(ideas.id, idea.id))
      .returning({ name: ideas.name });
    const approvedAt = new Date(Date.now() - 2 * 86_400_000);
    await tx.insert(ideaAccessRequests).values({
      ideaId: idea.id,
      requesterAccountId: pim.id,
      note: 'ทำเพจท่องเที่ยวสายชุมชนอยู่ อยากช่วยทำการตลาดออนไลน์ให้ค่ะ',
      status: 'approved',
      terms: TERMS,
      termsAcceptedAt: new Date(approvedAt.getTime() - 3_600_000),
      createdAt: new Date(approvedAt.getTime() - 3_600_000),
      decidedAt: approvedAt,
    });
    await tx
      .insert(ideaAccessViews)
      .values({ ideaId: idea.id, accountId: pim.id, viewedAt: new Date(approvedAt.getTime() + 600_000) });
    const requestId = uuidv7();
    const note = 'มีประสบการณ์ทำโฮมสเตย์ที่น่าน อยากเห็นรายละเอียดเส้นทางก่อนคุยกันค่ะ';
    await tx.insert(ideaAccessRequests).values({
      id: requestId,
      ideaId: idea.id,
      requesterAccountId: malee.id,
      note,
      terms: TERMS,
      termsAcceptedAt: new Date(),
    });
    await createNotification(tx, {
      recipientAccountId: somchai.id,
      actorAccountId: malee.id,
      type: NotificationType.IdeaAccess,
      subjectType: 'idea_access_request',
      subjectId: requestId,
      payload: { event: 'request', ideaId: idea.id, ideaName: row?.name ?? '', excerpt: note },
    });
  });
}
