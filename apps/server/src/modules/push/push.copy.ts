import { notificationPath } from '@ideamatch/shared/notification-path';
import {
  displayName,
  NotificationType,
  type ChatMessage,
  type Language,
  type NotificationItem,
  type PushKind,
  type PushPayload,
  type ReportReason,
} from '@ideamatch/shared';

/** The push kind of each notification kind (its switch in the settings). */
export const PUSH_KIND_OF: Record<NotificationType, PushKind> = {
  [NotificationType.Like]: 'like',
  [NotificationType.Comment]: 'comment',
  [NotificationType.Review]: 'review',
  [NotificationType.Share]: 'share',
  [NotificationType.Friend]: 'friend',
  [NotificationType.ReportDecision]: 'reportDecision',
  [NotificationType.AppealDecision]: 'appealDecision',
  [NotificationType.IdeaAccess]: 'ideaAccess',
  [NotificationType.Reply]: 'reply',
  [NotificationType.NewIdea]: 'newIdea',
  [NotificationType.IdeaUpdate]: 'ideaUpdate',
  [NotificationType.ModerationDecision]: 'moderation',
  // New followers ring with partner requests: both are people reaching out.
  [NotificationType.Follow]: 'friend',
  // Staff hear of an appeal to review with moderation news.
  [NotificationType.AppealAssigned]: 'moderation',
};

/** The report reasons as a moderator's decision names them, in each language (as the web's report form does). */
const REASON_WORDS: Record<Language, Record<ReportReason, string>> = {
  TH: {
    notRelated: 'ไม่เกี่ยวข้องกับไอเดียหรือหัวข้อ',
    spam: 'สแปม',
    selfPurpose: 'โฆษณาเพื่อประโยชน์ส่วนตัว',
    scamOrFraud: 'หลอกลวงหรือฉ้อโกง',
    harassment: 'คุกคามหรือกลั่นแกล้ง',
    hate: 'ถ้อยคำแสดงความเกลียดชัง',
    copiedIdea: 'ลอกไอเดียของผู้อื่น',
    personalData: 'เปิดเผยข้อมูลส่วนบุคคล',
    other: 'อื่น ๆ',
  },
  EN: {
    notRelated: 'not related to the idea or the topic',
    spam: 'spam',
    selfPurpose: 'self-promotion',
    scamOrFraud: 'scam or fraud',
    harassment: 'harassment or bullying',
    hate: 'hate speech',
    copiedIdea: "copies someone else's idea",
    personalData: 'shares personal data',
    other: 'something else',
  },
};

/** A moderator's decision on the owner's idea, with its reason, in the owner's language. */
function moderationSentence(item: NotificationItem, language: Language, idea: string): string {
  const reason = item.payload.reason ? REASON_WORDS[language][item.payload.reason] : null;
  const action = item.payload.action ?? 'warn';
  if (language === 'TH') {
    const done = { hide: `ผู้ดูแลซ่อน ${idea}`, delete: `ผู้ดูแลลบ ${idea}`, warn: `ผู้ดูแลตักเตือนเกี่ยวกับ ${idea}` }[action];
    return reason ? `${done} เหตุผล: ${reason}` : done;
  }
  const done = {
    hide: `A moderator hid ${idea}`,
    delete: `A moderator deleted ${idea}`,
    warn: `A moderator warned you about ${idea}`,
  }[action];
  return reason ? `${done}. Reason: ${reason}` : done;
}

type Words = { actor: string; idea: string; score: string };

const COPY: Record<
  Language,
  {
    someone: string;
    andOthers: (name: string, count: number) => string;
    anIdea: string;
    image: string;
    sharedIdea: (name: string) => string;
    file: (name: string) => string;
    sentence: (item: NotificationItem, w: Words) => string;
  }
> = {
  TH: {
    someone: 'มีคน',
    andOthers: (name, count) => `${name} และอีก ${count} คน`,
    anIdea: 'ไอเดีย',
    image: '[รูปภาพ]',
    sharedIdea: (name) => `[แชร์ไอเดีย: ${name}]`,
    file: (name) => `[ไฟล์: ${name}]`,
    sentence: (item, { actor, idea, score }) => {
      switch (item.type) {
        case NotificationType.Like:
          return `${actor} ถูกใจความคิดเห็นของคุณ`;
        case NotificationType.Comment:
          return `${actor} แสดงความคิดเห็นในไอเดียของคุณ`;
        case NotificationType.Reply:
          return `${actor} ตอบกลับความคิดเห็นของคุณ`;
        case NotificationType.Review:
          return score ? `${actor} รีวิวไอเดียของคุณ ให้คะแนน ${score}` : `${actor} รีวิวไอเดียของคุณ`;
        case NotificationType.Share:
          return `${actor} แชร์ไอเดียของคุณ`;
        case NotificationType.Friend:
          return item.payload.event === 'accepted'
            ? `${actor} ยอมรับคำขอเป็นพาร์ทเนอร์ของคุณ`
            : `${actor} ขอเชื่อมต่อเป็นพาร์ทเนอร์กับคุณ`;
        case NotificationType.ReportDecision:
          return `รายงานของคุณเกี่ยวกับ ${idea} ได้รับการตรวจสอบแล้ว`;
        case NotificationType.AppealDecision:
          return item.payload.outcome === 'upheld'
            ? `คำอุทธรณ์ของคุณสำหรับ ${idea} ได้รับการยอมรับ`
            : `คำอุทธรณ์ของคุณสำหรับ ${idea} ไม่ได้รับการยอมรับ`;
        case NotificationType.IdeaAccess:
          if (item.payload.event === 'approved') return `คำขอดู ${idea} ได้รับการอนุมัติ`;
          if (item.payload.event === 'declined') return `คำขอดู ${idea} ถูกปฏิเสธ`;
          if (item.payload.event === 'revoked') return `สิทธิ์ดู ${idea} ถูกยกเลิก`;
          return `${actor} ขอดูรายละเอียดลับของ ${idea}`;
        case NotificationType.NewIdea:
          return `${actor} โพสต์ไอเดียใหม่: ${idea}`;
        case NotificationType.Follow:
          return item.actorCount > 1 ? `มีผู้ติดตามคุณ ${item.actorCount} คน` : `${actor} เริ่มติดตามคุณ`;
        case NotificationType.AppealAssigned:
          return `${actor} อุทธรณ์การตัดสินเรื่อง ${idea} และคุณได้รับมอบหมายให้พิจารณา`;
        default:
          return `${actor} โพสต์อัปเดตใน ${idea}`;
      }
    },
  },
  EN: {
    someone: 'Someone',
    andOthers: (name, count) => `${name} and ${count} ${count === 1 ? 'other' : 'others'}`,
    anIdea: 'an idea',
    image: '[Image]',
    sharedIdea: (name) => `[Shared idea: ${name}]`,
    file: (name) => `[File: ${name}]`,
    sentence: (item, { actor, idea, score }) => {
      switch (item.type) {
        case NotificationType.Like:
          return `${actor} liked your comment`;
        case NotificationType.Comment:
          return `${actor} commented on your idea`;
        case NotificationType.Reply:
          return `${actor} replied to your comment`;
        case NotificationType.Review:
          return score ? `${actor} reviewed your idea with a score of ${score}` : `${actor} reviewed your idea`;
        case NotificationType.Share:
          return `${actor} shared your idea`;
        case NotificationType.Friend:
          return item.payload.event === 'accepted'
            ? `${actor} accepted your partner request`
            : `${actor} wants to connect with you as a partner`;
        case NotificationType.ReportDecision:
          return `Your report on ${idea} was reviewed`;
        case NotificationType.AppealDecision:
          return item.payload.outcome === 'upheld'
            ? `Your appeal for ${idea} was accepted`
            : `Your appeal for ${idea} was not accepted`;
        case NotificationType.IdeaAccess:
          if (item.payload.event === 'approved') return `Your request to read ${idea} was approved`;
          if (item.payload.event === 'declined') return `Your request to read ${idea} was declined`;
          if (item.payload.event === 'revoked') return `Your access to ${idea} was revoked`;
          return `${actor} asked to read the confidential part of ${idea}`;
        case NotificationType.NewIdea:
          return `${actor} posted a new idea: ${idea}`;
        case NotificationType.Follow:
          return item.actorCount > 1 ? `${item.actorCount} people followed you` : `${actor} started following you`;
        case NotificationType.AppealAssigned:
          return `${actor} appealed the decision on ${idea}, and you are assigned to review it`;
        default:
          return `${actor} posted an update on ${idea}`;
      }
    },
  },
};

const PREVIEW_CHARS = 120;
const cut = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text);

/** The push of a notification line, in the person's language; one tag per line, so a newer one replaces it. */
export function notificationPush(item: NotificationItem, language: Language): PushPayload {
  const copy = COPY[language];
  const name = item.actionByAccount ? displayName(item.actionByAccount) : copy.someone;
  const actor = item.actorCount > 1 ? copy.andOthers(name, item.actorCount - 1) : name;
  const words = {
    actor,
    idea: item.payload.ideaName ? `“${item.payload.ideaName}”` : copy.anIdea,
    score: typeof item.payload.score === 'number' ? String(item.payload.score) : '',
  };
  const about = item.target.commentId ?? item.target.ideaId ?? item.target.accountId ?? item.id;
  return {
    title: 'IdeaMatch',
    body: cut(
      item.type === NotificationType.ModerationDecision
        ? moderationSentence(item, language, words.idea)
        : copy.sentence(item, words),
    ),
    link: notificationPath(item) ?? '/',
    tag: `n${item.type}:${about}`,
  };
}

/** The push of a chat message: the sender as title, the text (or what it carries) as body; one tag per chat. */
export function chatPush(message: ChatMessage, sender: string, language: Language): PushPayload {
  const copy = COPY[language];
  const text = message.text.trim();
  const body = text
    ? cut(text)
    : message.sharedIdea
      ? copy.sharedIdea(message.sharedIdea.name)
      : message.file
        ? copy.file(message.file.name)
        : copy.image;
  return { title: sender, body, link: `/chat?id=${message.chatId}`, tag: `chat:${message.chatId}` };
}
