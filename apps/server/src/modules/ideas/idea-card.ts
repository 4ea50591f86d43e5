import { sql } from 'drizzle-orm';
import { accounts, ideaAttachments, ideas } from '../../db/schema/index';
import { personColumns } from '../accounts/person.presenter';

/**
 * The columns of an idea card, over `ideas` joined to its owner in `accounts`: any list of ideas
 * (the public list, a person's bookmarks) selects them and shows each row with `presentIdeaCard`.
 */
export const cardColumns = {
  id: ideas.id,
  name: ideas.name,
  description: ideas.description,
  categoryId: ideas.categoryId,
  ratingAvg: ideas.ratingAvg,
  reviewCount: ideas.reviewCount,
  commentCount: ideas.commentCount,
  viewCount: ideas.viewCount,
  postDate: ideas.postDate,
  isAdminSuggest: ideas.isAdminSuggest,
  visibility: ideas.visibility,
  owner: personColumns(accounts),
  coverKey: sql<
    string | null
  >`(select ${ideaAttachments.key} from ${ideaAttachments} where ${ideaAttachments.ideaId} = ${ideas.id} order by ${ideaAttachments.sortOrder} asc limit 1)`,
};
