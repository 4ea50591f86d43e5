import { z } from 'zod';
import { ACCOUNT_ROLES, PERMISSIONS } from '../constants.js';
import { envelope } from './common.js';

export const achievementSchema = z.object({ name: z.string() });

/** The signed-in person's own profile (`GET /api/account/profile`). */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  miniBio: z.string().nullable(),
  bio: z.string().nullable(),
  profileImage: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  backgroundImage: z.string().nullable(),
  backgroundImageUrl: z.string().nullable(),
  achievements: z.array(achievementSchema),
  role: z.union(ACCOUNT_ROLES.map((r) => z.literal(r))),
  /** Permissions the account holds; a SuperAdmin holds all of them. */
  permissions: z.array(z.enum(PERMISSIONS)),
  isNewsAndPromotion: z.boolean(),
  joinedAt: z.string(),
  /** Present in a sub-account session: the persona being acted as. */
  subAccountInfo: z.object({ id: z.string(), username: z.string(), firstName: z.string().nullable() }).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileReplySchema = envelope(profileSchema);
