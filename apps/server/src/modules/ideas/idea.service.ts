import type { IdeaCard, IdeaHome, IdeaListQuery, Paged } from '@ideamatch/shared';
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

/** The public idea list: filtered, sorted and paged. */
export async function listIdeas(db: Database, query: IdeaListQuery): Promise<Paged<IdeaCard>> {
  const { rows, totalItems } = await ideaRepository.listPublic(db, query);
  return {
    currentPage: query.page,
    pageSize: query.pageSize,
    totalItems,
    totalPages: Math.ceil(totalItems / query.pageSize),
    result: rows.map(presentIdeaCard),
  };
}
