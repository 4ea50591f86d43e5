import type { Database } from '../../db/client';
import { ideaTrendingRepository } from './idea-trending.repository';

const HOUR_MS = 60 * 60_000;
/** An event counts half as much after this long. */
export const TRENDING_HALF_LIFE_MS = 24 * HOUR_MS;
/** Events older than this are left out (they would add under 1% of their weight). */
export const TRENDING_WINDOW_MS = 7 * 24 * HOUR_MS;
/** How often the scores are recomputed across the deployment. */
export const TRENDING_INTERVAL_MS = 5 * 60_000;

/**
 * Recomputes the trending score of sponsored ideas:
 *
 *   score = Σ weight(event) × 0.5 ^ (age(event) / 24 h), over events of the last 7 days
 *
 * with weights view 1, comment like 2, comment 3, review 4, share 5 (TRENDING_WEIGHTS). A view
 * counts once per viewer per day. Ideas that are not sponsored score 0. The home page's trending
 * list orders sponsored ideas by this score.
 */
export const recomputeTrendingScores = (db: Database, now = new Date()) =>
  ideaTrendingRepository.recompute(db, {
    now,
    since: new Date(now.getTime() - TRENDING_WINDOW_MS),
    halfLifeMs: TRENDING_HALF_LIFE_MS,
  });
