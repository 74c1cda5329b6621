import type { Gstr1ReturnPeriod, Gstr1ReturnQuery } from '../../contract';
import { MONTH_NAMES } from '../../contract/calendar';
import { GSTR1_MONTHS } from '../../contract/gst';

const pad = (n: number) => String(n).padStart(2, '0');

/** A month of a financial year as a calendar month: April–December in its first year, the rest in the next. */
function calendarMonth(financialYear: string, month: string): { year: number; month: number } {
  const first = Number(financialYear.slice(0, 4));
  const number = Number(month);
  return { year: number >= 4 ? first : first + 1, month: number };
}

const lastDay = ({ year, month }: { year: number; month: number }) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The months and days a GSTR-1 return covers. */
export function returnPeriod({ financialYear, period }: Gstr1ReturnQuery): Gstr1ReturnPeriod {
  const months = period.startsWith('Q')
    ? GSTR1_MONTHS.slice((Number(period[1]) - 1) * 3, Number(period[1]) * 3)
    : [period as (typeof GSTR1_MONTHS)[number]];
  const first = calendarMonth(financialYear, months[0]);
  const last = calendarMonth(financialYear, months[months.length - 1]);
  const name = (m: { year: number; month: number }) => `${MONTH_NAMES[m.month - 1]} ${m.year}`;
  return {
    financialYear,
    period,
    label: months.length === 1 ? name(first) : `${period} ${financialYear} (${MONTH_NAMES[first.month - 1]}–${name(last)})`,
    from: `${first.year}-${pad(first.month)}-01`,
    to: `${last.year}-${pad(last.month)}-${pad(lastDay(last))}`,
    fp: `${pad(last.month)}${last.year}`,
  };
}
