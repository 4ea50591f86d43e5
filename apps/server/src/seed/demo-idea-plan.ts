import type { NewComment, NewCommentLike, NewIdea, NewIdeaAchievement, NewReview } from '../db/schema/index';
import { uuidv7 } from '../lib/uuid';
import {
  DEMO_ACHIEVEMENTS,
  DEMO_CATEGORIES,
  DEMO_CITIES,
  DEMO_COMMENTS,
  DEMO_CONCEPTS,
  DEMO_REPLIES,
  DEMO_REVIEWS,
  type DemoConcept,
} from './demo-idea-texts';

/** How many generated ideas the demo adds to the hand-written ones. */
export const DEMO_BULK_IDEAS = 192;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Deterministic pseudo-random numbers, so every fresh demo database looks the same. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

type Lang = 'th' | 'en';
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** Name, description, detail and business model of one generated idea. */
function ideaTexts(concept: DemoConcept, lang: Lang, city: number, index: number) {
  if (lang === 'th') {
    const where = DEMO_CITIES.th[city]!;
    return {
      name: `${concept.th} ${where}`,
      description: `${concept.thDescription} เริ่มต้นที่${where}`,
      detail: `ปัญหา: ลูกค้าใน${where}ยังหาบริการแบบนี้ได้ยาก\n\nทางออก: ${concept.thDescription}\n\nสิ่งที่ต้องการ: พาร์ทเนอร์ด้านการตลาดและเงินลงทุนเริ่มต้น`,
      businessModel: index % 3 === 0 ? null : 'รายได้จากค่าบริการรายครั้งและสมาชิกรายเดือน',
    };
  }
  const where = DEMO_CITIES.en[city]!;
  return {
    name: `${concept.en}, ${where}`,
    description: `${concept.enDescription} Starting in ${where}.`,
    detail: `Problem: people in ${where} struggle to find this today.\n\nSolution: ${concept.enDescription}\n\nWhat we need: a marketing partner and seed funding.`,
    businessModel: index % 3 === 0 ? null : 'Pay-per-use fees plus a monthly membership.',
  };
}

export type DemoIdeaPlan = {
  idea: NewIdea & { id: string; ownerAccountId: string };
  achievements: NewIdeaAchievement[];
  reviews: NewReview[];
  comments: NewComment[];
  likes: NewCommentLike[];
  /** How many images (copies of the generated covers) the idea shows. */
  imageCount: number;
};

type Member = { id: string };

/** Comments (some with replies and likes, one deleted with a reply left) of one idea. */
function planComments(ideaId: string, ownerId: string, members: Member[], postDate: Date, lang: Lang, seed: number) {
  const rnd = random(seed * 7 + 3);
  const others = members.filter((m) => m.id !== ownerId);
  const comments: NewComment[] = [];
  const likes: NewCommentLike[] = [];
  const threads = seed % 5 === 0 ? 0 : rnd.int(1, 3);
  let live = 0;
  for (let t = 0; t < threads; t++) {
    const id = uuidv7();
    const author = pick(others, seed + t);
    const at = new Date(postDate.getTime() + (t + 1) * 5 * HOUR);
    const replyCount = rnd.int(0, 2);
    const isDeleted = replyCount > 0 && seed % 23 === 0 && t === 0;
    const likers = isDeleted ? [] : members.filter((m) => m.id !== author.id && rnd.next() < 0.4);
    comments.push({
      id,
      ideaId,
      authorAccountId: author.id,
      text: isDeleted ? '' : pick(DEMO_COMMENTS[lang], seed + t),
      likeCount: likers.length,
      replyCount,
      isDeleted,
      createdAt: at,
      updatedAt: at,
    });
    likes.push(...likers.map((m) => ({ commentId: id, accountId: m.id })));
    if (!isDeleted) live += 1;
    for (let r = 0; r < replyCount; r++) {
      const replyId = uuidv7();
      const replyAt = new Date(at.getTime() + (r + 1) * HOUR);
      const replier = r === 0 ? { id: ownerId } : pick(others, seed + t + r + 1);
      const replyLikers = members.filter((m) => m.id !== replier.id && rnd.next() < 0.25);
      comments.push({
        id: replyId,
        ideaId,
        authorAccountId: replier.id,
        parentId: id,
        text: pick(DEMO_REPLIES[lang], seed + r),
        likeCount: replyLikers.length,
        createdAt: replyAt,
        updatedAt: replyAt,
      });
      likes.push(...replyLikers.map((m) => ({ commentId: replyId, accountId: m.id })));
      live += 1;
    }
  }
  return { comments, likes, commentCount: live };
}

/**
 * Plans the generated demo ideas: every demo category (DEMO_CATEGORIES), Thai and English, spread over the last six months,
 * with achievements, reviews, comments (replies, likes), a few sponsored (until next month, with a
 * trending score) and a few suggested by the admins. Owners cycle through `people`; everyone in
 * `members` (people and staff) may review or comment.
 */
export function planDemoIdeas(people: Member[], members: Member[], now = new Date()): DemoIdeaPlan[] {
  return Array.from({ length: DEMO_BULK_IDEAS }, (_, i) => {
    const rnd = random(i + 11);
    const category = pick(DEMO_CATEGORIES, i);
    const k = Math.floor(i / DEMO_CATEGORIES.length);
    const concept = pick(DEMO_CONCEPTS[category], k);
    // Mostly Thai (with the English words Thai people mix in), one in four in English.
    const lang: Lang = (i + k) % 4 === 3 ? 'en' : 'th';
    const texts = ideaTexts(concept, lang, Math.floor(k / DEMO_CONCEPTS[category].length) % DEMO_CITIES.th.length, i);
    const id = uuidv7();
    const owner = pick(people, i);
    const postDate = new Date(now.getTime() - (i + 2) * 22 * HOUR - rnd.int(0, 600) * 60_000);

    const reviewers = members.filter((m) => m.id !== owner.id).slice(0, i % 7 === 6 ? 0 : rnd.int(0, 5));
    const reviews = reviewers.map((m, n) => {
      const score = rnd.int(rnd.next() < 0.7 ? 3 : 1, 5);
      const at = new Date(postDate.getTime() + (n + 1) * 9 * HOUR);
      return {
        ideaId: id,
        accountId: m.id,
        score,
        text: pick(DEMO_REVIEWS[lang], i + n),
        createdAt: at,
        updatedAt: at,
      };
    });
    const ratingSum = reviews.reduce((sum, r) => sum + r.score, 0);
    const thread = planComments(id, owner.id, members, postDate, lang, i);
    const isSponsored = i % 16 === 3;

    return {
      idea: {
        id,
        ownerAccountId: owner.id,
        categoryId: category,
        ...texts,
        isSponsored,
        // One sponsorship has ended: it must no longer show as trending.
        sponsoredUntil: isSponsored ? new Date(now.getTime() + (i === 3 ? -2 : 30) * DAY) : null,
        trendingScore: isSponsored ? 40 + rnd.int(0, 50) : rnd.int(0, 20),
        isAdminSuggest: i % 15 === 7,
        postDate,
        createdAt: postDate,
        updatedAt: postDate,
        viewCount: rnd.int(5, 900),
        shareCount: rnd.int(0, 12),
        commentCount: thread.commentCount,
        reviewCount: reviews.length,
        ratingSum,
        ratingAvg: reviews.length ? ratingSum / reviews.length : 0,
      },
      achievements: Array.from({ length: 1 + (i % 3) }, (_, n) => ({
        ideaId: id,
        name: pick(DEMO_ACHIEVEMENTS[lang], i + n),
        sortOrder: n,
      })),
      reviews,
      comments: thread.comments,
      likes: thread.likes,
      imageCount: i % 10 === 0 ? 3 : 1,
    };
  });
}
