import { describe, expect, it } from 'vitest';
import { calendarFeedAddress, nightsLabel } from './channels';
import { externalCalendarSchema, ownerBlockSchema } from './channels-schemas';

describe('calendarFeedAddress', () => {
  it('takes http(s) addresses, and webcal:// as https://', () => {
    expect(calendarFeedAddress('https://www.airbnb.com/calendar/ical/123.ics?s=abc')).toBe(
      'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
    );
    expect(calendarFeedAddress('webcal://calendar.google.com/calendar/ical/x/basic.ics')).toBe(
      'https://calendar.google.com/calendar/ical/x/basic.ics',
    );
    expect(calendarFeedAddress('WEBCALS://example.com/a.ics')).toBe('https://example.com/a.ics');
  });

  it('refuses other schemes, relative addresses and credentials', () => {
    for (const value of [
      'ftp://example.com/a.ics',
      'file:///etc/passwd',
      'javascript:alert(1)',
      '/calendar.ics',
      'example.com/a.ics',
      'https://',
      'https://u:p@example.com/a.ics',
    ]) {
      expect(calendarFeedAddress(value), value).toBeNull();
    }
  });
});

describe('externalCalendarSchema', () => {
  it('trims the name and normalises the address', () => {
    expect(externalCalendarSchema.parse({ name: '  Airbnb ', url: ' webcal://example.com/a.ics ' })).toEqual({
      name: 'Airbnb',
      url: 'https://example.com/a.ics',
    });
  });

  it('says what is wrong', () => {
    const message = (input: unknown) => externalCalendarSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ name: '', url: 'https://example.com/a.ics' })).toBe('This field is required');
    expect(message({ name: 'x'.repeat(81), url: 'https://example.com/a.ics' })).toBe('Calendar names are at most 80 characters');
    expect(message({ name: 'A', url: 'ftp://example.com' })).toBe("Enter the calendar's address, starting with https:// or http://");
    expect(message({ name: 'A', url: 'https://me:secret@example.com/a.ics' })).toBe(
      'Calendar addresses with a user name or password are not supported',
    );
    expect(message({ name: 'A', url: `https://example.com/${'a'.repeat(2000)}` })).toBe('Calendar addresses are at most 2000 characters');
  });
});

describe('ownerBlockSchema', () => {
  it('takes a first and a last night (both included) and an optional note', () => {
    expect(ownerBlockSchema.parse({ firstNight: '2026-09-05', lastNight: '2026-09-05' })).toEqual({
      firstNight: '2026-09-05',
      lastNight: '2026-09-05',
      note: '',
    });
    expect(ownerBlockSchema.parse({ firstNight: '2026-09-05', lastNight: '2026-09-07', note: ' Own stay ' }).note).toBe('Own stay');
  });

  it('refuses impossible dates and a last night before the first', () => {
    const message = (input: unknown) => ownerBlockSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ firstNight: '2026-02-30', lastNight: '2026-03-01' })).toBe('Enter a date as YYYY-MM-DD');
    expect(message({ firstNight: '2026-09-07', lastNight: '2026-09-05' })).toBe('The last night cannot be before the first night');
    expect(message({ firstNight: '2026-09-05', lastNight: '2026-09-05', note: 'x'.repeat(201) })).toBe('Notes are at most 200 characters');
  });
});

describe('nightsLabel', () => {
  it('names one night or a range', () => {
    const format = (date: string) => date;
    expect(nightsLabel('2026-09-05', '2026-09-05', format)).toBe('Night of 2026-09-05');
    expect(nightsLabel('2026-09-05', '2026-09-07', format)).toBe('Nights of 2026-09-05 to 2026-09-07');
  });
});
