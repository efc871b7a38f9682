/** A calendar date without a time zone. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Parses 'YYYY-MM-DD' into a real calendar date, or undefined ('2023-02-30' is undefined). */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

/** The UTC calendar date of an instant (the server runs in UTC). */
export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * Full years between a birth date and today. Someone born on 29 February has their birthday on
 * 1 March in other years (28 February is still before it).
 */
export function ageInYears(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export function isAfter(a: CalendarDate, b: CalendarDate): boolean {
  return a.year !== b.year ? a.year > b.year : a.month !== b.month ? a.month > b.month : a.day > b.day;
}
