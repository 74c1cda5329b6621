// No zod here: the public pages format dates with it, and the ssr function's start-up reaches it.

/** The English month names, January first (never the runtime's locale data: en-GB writes "Sept"). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
