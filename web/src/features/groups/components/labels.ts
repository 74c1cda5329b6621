import type { InvitationView, SeatOrderStatus } from '@contract';

/** How a seat order's status reads, and its badge colour. */
export const ORDER_STATUS: Record<SeatOrderStatus, { label: string; color: string }> = {
  awaiting_payment: { label: 'Awaiting payment', color: '#8a4b00' },
  paid: { label: 'Paid', color: 'pitch.8' },
  expired: { label: 'Expired', color: 'gray.7' },
  refunded: { label: 'Refunded', color: 'navy' },
  partly_refunded: { label: 'Partly refunded', color: 'navy' },
};

export const INVITATION_STATUS: Record<InvitationView['status'], { label: string; color: string }> = {
  pending: { label: 'Invited', color: 'navy' },
  claimed: { label: 'Claimed', color: 'pitch.8' },
  revoked: { label: 'Revoked', color: 'gray.7' },
  expired: { label: 'Expired', color: '#8a4b00' },
};
