import type { Invitation, InvitationStatus } from '../../../contracts/invitations.ts';
import type { invitation } from '../../db/schema.ts';

type InvitationRow = typeof invitation.$inferSelect;

export function invitationStatus(
  row: Pick<InvitationRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'>,
  now: Date,
): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

/** The API's view of a row: never the token (hash). */
export function toInvitation(row: InvitationRow, invitedBy: string | null, now: Date): Invitation {
  return {
    id: row.id,
    businessId: row.businessId,
    email: row.email,
    role: row.role,
    status: invitationStatus(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    invitedBy,
    specialistId: row.specialistId,
  };
}
