import { MONTH_NAMES } from '../../contract/calendar';

import { indianDay } from './financial-year';

// The GST tools' dates, written from the Indian calendar day with a month table of our own: Node's
// en-GB short month for September is 'Sept', which the offline tool refuses.
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

const dayParts = (iso: string) => {
  const [year, month, day] = indianDay(new Date(iso)).split('-');
  return { year, month, day };
};

/** 15-Sep-2026: dd-MMM-yyyy, as the offline tool's CSV files and Excel template take dates. */
export function offlineToolDate(iso: string): string {
  const { year, month, day } = dayParts(iso);
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** 15-09-2026: dd-mm-yyyy, as the GSTR-1 JSON takes dates. */
export function portalDate(iso: string): string {
  const { year, month, day } = dayParts(iso);
  return `${day}-${month}-${year}`;
}
