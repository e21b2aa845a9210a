/** How the admin writes instants: always on the property's clock, whatever the browser's timezone. */
/** 'dd/MM/yyyy, HH:mm' of an instant in the property's timezone: how the admin writes times. */
export function adminDateTime(instant: string | Date, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')}, ${get('hour')}:${get('minute')}`;
}
