const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const parse = (iso: string | null | undefined) => {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** "Monday, March 2, 2026 at 10:00 AM", or "N/A". */
export function longDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? LONG_DATE.format(date) : 'N/A';
}

/** "Mar 2, 2026", or "N/A". */
export function shortDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? SHORT_DATE.format(date) : 'N/A';
}

export const capitalise = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text);
