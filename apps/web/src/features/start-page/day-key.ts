/** The local calendar day of a moment as 'YYYY-MM-DD': the key a day's focus and the day's background use. */
export function localDayKey(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${mm}-${dd}`;
}

export const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
