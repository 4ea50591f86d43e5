import type { IdeaHome } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { presentIdeaCard } from './idea.presenter';
import { ideaRepository } from './idea.repository';

const HOME_SECTION_SIZE = 8;

/** Both home sections in one round trip. */
export async function getHomeIdeas(db: Database, now = new Date()): Promise<IdeaHome> {
  const [trending, topRating] = await Promise.all([
    ideaRepository.listTrendingSponsored(db, now, HOME_SECTION_SIZE),
    ideaRepository.listTopRating(db, HOME_SECTION_SIZE),
  ]);
  return { trending: trending.map(presentIdeaCard), topRating: topRating.map(presentIdeaCard) };
}
