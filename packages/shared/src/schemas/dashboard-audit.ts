import { z } from 'zod';
import { envelope, paged, pageQuerySchema, personSummarySchema } from './common.js';

/* ---------- Audit log ---------- */

export const AUDIT_ACTIONS = [
  'account.deactivate',
  'account.reactivate',
  'account.selfDelete',
  'account.emailReleased',
  'admin.promote',
  'admin.invite',
  'admin.inviteAccept',
  'admin.inviteRevoke',
  'admin.remove',
  'admin.permissions',
  'idea.hide',
  'idea.unhide',
  'idea.autoHide',
  'idea.delete',
  'idea.restore',
  'idea.suggest',
  'idea.unsuggest',
  'idea.sponsor',
  'idea.unsponsor',
  /** A moderator warned the owner about the idea (the reason in `after`, the note beside it). */
  'idea.warn',
  /** The owner appealed the idea's hiding (the staff member it is assigned to in `after`). */
  'idea.appeal',
  'idea.appealUpheld',
  'idea.appealRejected',
  /** A moderator read a confidential idea's details while handling a report on it. */
  'idea.confidentialRead',
  'comment.delete',
  'report.resolve',
  'report.dismiss',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = ['account', 'invitation', 'idea', 'comment', 'report'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** `GET /api/dashboard/audit-log`: newest first; each filter narrows it. */
export const auditLogQuerySchema = pageQuerySchema.extend({
  actorId: z.uuid().optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: z.string().trim().max(100).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export type AuditLogParams = z.output<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null when the system acted (an automatic hide) or the admin's account is gone. */
  actor: personSummarySchema.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /** A readable name of the target (idea name, account name, email) when it still exists. */
  targetLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogReplySchema = envelope(paged(auditEntrySchema));
