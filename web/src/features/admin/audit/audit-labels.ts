import type { AuditAction, AuditChange, AuditResource, AuditValue } from '@contract';

export const RESOURCE_LABELS: Record<AuditResource, string> = {
  course: 'Course',
  module: 'Module',
  certificate: 'Certificate',
  courseReport: 'Course report',
  attempt: "Learner's answers",
  assignmentSubmission: 'Assignment submission',
  user: 'User',
  order: 'Order',
  coupon: 'Coupon',
  contact: 'Contact message',
  group: 'Group',
  seatOrder: 'Seat order',
  blog: 'Blog',
  highlight: 'Highlight',
  career: 'Career',
  organization: 'Organization',
  league: 'League',
  product: 'Product',
  testimonial: 'Testimonial',
  accommodation: 'Accommodation',
  video: 'Video',
  caption: 'Captions',
  questionExport: 'Question export',
  payment: 'Payment',
  courseReview: 'Course review',
  lessonQuestion: 'Lesson question',
  lessonReply: 'Lesson reply',
  cohort: 'Cohort',
  liveSession: 'Live session',
};

export const ACTION_LABELS: Record<AuditAction, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  revoked: 'Revoked',
  reissued: 'Reissued',
  reinstated: 'Reinstated',
  blocked: 'Blocked',
  unblocked: 'Unblocked',
  refund_requested: 'Refund requested',
  reviewed: 'Marked',
  viewed: 'Viewed',
  downloaded: 'Downloaded',
  uploaded: 'Uploaded',
  refund_retried: 'Razorpay asked again',
};

const MAX_VALUE_TEXT = 80;

/** A stored value as one short line: text as it is, anything else as JSON, long ones cut. */
export function valueText(value: AuditValue): string {
  if (value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_TEXT ? `${text.slice(0, MAX_VALUE_TEXT - 1)}…` : text;
}

export const changeText = (change: AuditChange) => `${change.field}: ${valueText(change.before)} → ${valueText(change.after)}`;
