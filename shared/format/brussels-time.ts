/** A date and time as a Belgian agency reads it: Europe/Brussels, `2026-11-23 22:05` (the console's leads and their CSV). */
const brussels = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export const brusselsTime = (when: string | Date): string => brussels.format(new Date(when));
export const brusselsDate = (when: string | Date): string => brusselsTime(when).slice(0, 10);
