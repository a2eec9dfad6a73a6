/** Reads the date statuses are computed at: SITE_NOW when given, else the current time. */
export function parseNow(value: string | undefined, fallback: () => Date = () => new Date()): Date {
  if (value === undefined || value.trim() === '') {
    return fallback();
  }
  const trimmed = value.trim();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? new Date(`${trimmed}T00:00:00Z`) : new Date(trimmed);
  if (Number.isNaN(date.getTime())) {
    throw new Error(`SITE_NOW must be a date like 2026-11-22 or an ISO timestamp, got "${value}"`);
  }
  return date;
}
