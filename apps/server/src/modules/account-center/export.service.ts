import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { StorageDriver } from '../storage/storage.driver';
import { deletionRepository } from './deletion.repository';
import { exportRepository as repo } from './export.repository';
import { pushDataForExport } from '../push/push.service';

const README = `IdeaMatch — ข้อมูลของคุณ / Your data

ไฟล์นี้มีข้อมูลทั้งหมดที่บัญชีของคุณเก็บไว้ใน IdeaMatch (สิทธิ์ขอรับและโอนย้ายข้อมูลตาม พ.ร.บ. คุ้มครองข้อมูลส่วนบุคคล)
This archive holds everything your IdeaMatch account stores (your rights of access and portability under the PDPA).
มีเฉพาะสิ่งที่คุณเขียนเอง ข้อความ ความคิดเห็น และรีวิวของคนอื่นเป็นของเขา จึงไม่อยู่ในไฟล์นี้
It holds only your own words: other people's messages, comments and reviews are theirs and are not in it.

account.json        โปรไฟล์ ความยินยอมและวันที่ให้ความยินยอม บัญชีย่อย / profile, consents and their dates, sub-accounts
ideas.json          ไอเดียของคุณพร้อมยอดนับ / your ideas with their counts
idea-proofs.json    หลักฐานการเป็นผู้สร้างสรรค์ที่ลงนามแล้วของไอเดียของคุณ / the signed proofs of authorship of your ideas
idea-access-requests.json  คำขอดูไอเดียความลับที่คุณส่ง / your requests to read confidential ideas
comments.json       ความคิดเห็นที่คุณเขียน / comments you wrote
reviews.json        รีวิวที่คุณเขียน / reviews you wrote
partners.json       คำขอและการเป็นพาร์ทเนอร์ / partner requests and partners
blocks.json         คนที่คุณบล็อก / people you blocked
match-profiles.json โปรไฟล์จับคู่ของคุณและบัญชีย่อย / your matching profiles (and your sub-accounts')
partner-questions.json  คำตอบของคุณใน "คำถามที่ควรตกลงกัน" กับพาร์ทเนอร์แต่ละคน / your answers to the questions to agree on, by partner
chats.json          ข้อความที่คุณส่งและรีแอคชันที่คุณให้ในแต่ละแชท และคุยกับใคร / the messages you sent and reactions you gave in each chat, and with whom
notifications.json  การแจ้งเตือนของคุณ / your notifications
sessions.json       อุปกรณ์ที่เข้าสู่ระบบอยู่ / devices signed in
push.json           อุปกรณ์ที่รับการแจ้งเตือนแบบพุช และชนิดที่ปิดไว้ / devices getting push notifications, and the kinds switched off
files/              ไฟล์ที่คุณอัปโหลด / files you uploaded

วันที่และเวลาเป็น ISO 8601 (UTC) / Times are ISO 8601 (UTC).
`;

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The person's data as a zip, built as it streams out: each JSON file is made from one query and
 * uploads are piped from storage, so the whole archive is never held in memory. It holds only the
 * person's own words (never other people's messages, comments or reviews).
 */
export async function exportAccountData(
  db: Database,
  { accountId, driver, log }: { accountId: string; driver: StorageDriver; log: FastifyBaseLogger },
) {
  const account = await repo.account(db, accountId);
  if (!account || account.deletedAt) throw new AppError('NOT_FOUND');
  const subs = await repo.subAccounts(db, accountId);
  const ids = [accountId, ...subs.map((sub) => sub.id)];

  // archiver loads with the first export, not with every server start.
  const { ZipArchive } = await import('archiver');
  const zip = new ZipArchive({ zlib: { level: 6 } });
  zip.on('warning', (err: Error) => log.warn({ err }, 'data export warning'));
  zip.on('error', (err: Error) => log.error({ err }, 'data export failed'));

  const build = async () => {
    zip.append(README, { name: 'README.txt' });
    zip.append(
      json({
        id: account.id,
        username: account.username,
        email: account.email,
        firstName: account.firstName,
        middleName: account.middleName,
        lastName: account.lastName,
        miniBio: account.miniBio,
        bio: account.bio,
        achievements: account.achievements,
        language: account.language,
        role: account.role,
        hasPassword: Boolean(account.passwordHash),
        hasGoogle: Boolean(account.googleSub),
        twoFactorEnabledAt: account.twoFactorEnabledAt,
        skillsOffered: account.skillsOffered,
        skillsSought: account.skillsSought,
        interestedCategories: account.interestedCategories,
        timeCommitment: account.timeCommitment,
        location: account.location,
        isLookingForPartner: account.isLookingForPartner,
        preferences: {
          emailOnMessage: account.emailOnMessage,
          emailDigest: account.emailDigest,
          isNewsAndPromotion: account.isNewsAndPromotion,
        },
        // Consents are given at registration and the news consent can change later in settings.
        consents: {
          isTerm: account.isTerm,
          isPdpa: account.isPdpa,
          isNewsAndPromotion: account.isNewsAndPromotion,
          givenAt: account.createdAt,
          updatedAt: account.updatedAt,
        },
        createdAt: account.createdAt,
        lastActiveAt: account.lastActiveAt,
        subAccounts: subs,
      }),
      { name: 'account.json' },
    );

    // Other people's comments and reviews on these ideas are their words, not this person's.
    zip.append(json(await repo.ideas(db, ids)), { name: 'ideas.json' });
    zip.append(json(await repo.ideaVersionsOf(db, ids)), { name: 'idea-proofs.json' });
    // Only what the person asked and when: never the details of the ideas they were shown.
    zip.append(json(await repo.ideaAccessRequestsBy(db, ids)), { name: 'idea-access-requests.json' });
    zip.append(json(await repo.commentsBy(db, ids)), { name: 'comments.json' });
    zip.append(json(await repo.reviewsBy(db, ids)), { name: 'reviews.json' });
    zip.append(json(await repo.partners(db, accountId)), { name: 'partners.json' });
    zip.append(json(await repo.blocks(db, accountId)), { name: 'blocks.json' });
    zip.append(json(await repo.matchProfilesOf(db, ids)), { name: 'match-profiles.json' });
    zip.append(
      json({
        answers: await repo.partnerQuestionAnswersOf(db, accountId),
        deleteWhenPartnershipEnds: await repo.partnerQuestionDeletionWishesOf(db, accountId),
      }),
      { name: 'partner-questions.json' },
    );

    // Each chat with whom it is, and only the messages this person (or a persona of theirs) sent.
    const [messages, reactions, members] = await Promise.all([
      repo.chatMessagesBy(db, ids),
      repo.chatReactionsBy(db, ids),
      repo.chatMembers(db, ids),
    ]);
    const chats = new Map<string, { chatId: string; with: string[]; messages: unknown[]; reactions: unknown[] }>();
    const chatOf = (chatId: string) => {
      const chat = chats.get(chatId) ?? { chatId, with: [], messages: [], reactions: [] };
      chats.set(chatId, chat);
      return chat;
    };
    for (const member of members) chatOf(member.chatId).with.push(member.username);
    for (const { chatId, ...message } of messages) chatOf(chatId).messages.push(message);
    for (const { chatId, ...reaction } of reactions) chatOf(chatId).reactions.push(reaction);
    zip.append(json([...chats.values()]), { name: 'chats.json' });
    // A notification's excerpt quotes someone else's comment: it stays out.
    const notes = await repo.notifications(db, ids);
    zip.append(json(notes.map(({ payload: { excerpt: _excerpt, ...payload }, ...note }) => ({ ...note, payload }))), {
      name: 'notifications.json',
    });
    zip.append(json(await repo.sessions(db, accountId)), { name: 'sessions.json' });
    zip.append(json(await pushDataForExport(db, accountId)), { name: 'push.json' });

    // From the disk or the bucket alike; one file at a time, each streamed into the archive.
    for (const file of await deletionRepository.uploadsOf(db, ids)) {
      const stored = await driver.get(file.key, file.acl);
      if (!stored) continue;
      zip.append(stored.body, { name: `files/${file.key}` });
    }
    await zip.finalize();
  };
  build().catch((err: unknown) => zip.abort() && log.error({ err }, 'data export failed'));
  return zip;
}
