/** The e-mail builders: settings' defaults, escaping of stored text, secrets listed, the calendar file. */
import type { BookingConfirmation } from '@hillnest/domain';

const TIMELINE = ['Full refund less ₹855 card and gateway charge until Fri, 20 Nov 2026', 'No refund after that.'];
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { bookingConfirmationMessage, passwordResetMessage, stayCalendar } from './messages';
import { mailSettings } from './settings';

const env = { DATA_DIR: '/tmp/hillnest-mail-test', JWT_SECRET: 'x'.repeat(40) };

const confirmation: BookingConfirmation = {
  reference: 'HN-7K3QX2',
  balance: null,
  status: 'confirmed',
  hotel: {
    _id: 'h1',
    name: 'Pine & "Oak" <Lodge>',
    city: 'Shimla',
    country: 'India',
    imageUrl: '/uploads/hotels/a.webp',
    latitude: null,
    longitude: null,
  },
  firstName: '<img src=x onerror=alert(1)>',
  lastName: 'Rao',
  email: 'guest@example.com',
  phoneNumber: null,
  checkIn: '2026-12-20',
  checkOut: '2026-12-23',
  nights: 3,
  adultCount: 2,
  childCount: 1,
  infantCount: 0,
  totalCost: 28_500,
  totalPaise: 2_850_000,
  couponCode: null,
  charges: [],
  checkInHours: '2PM-10PM',
  checkOutBy: '10:30 AM',
  cancellationPolicy: TIMELINE,
  owner: { name: 'Hillnest', email: 'owner@example.com', phone: null },
  manageToken: 'abc123.secretmac',
  confirmedAt: null,
  refund: null,
  gst: null,
  documents: [],
};

describe('mail settings', () => {
  it('sends from Hillnest <bookings@{host of PUBLIC_URL}> unless told otherwise', () => {
    expect(mailSettings(loadConfig({ ...env, PUBLIC_URL: 'https://stay.example.com/' }))).toMatchObject({
      siteUrl: 'https://stay.example.com',
      from: 'Hillnest <bookings@stay.example.com>',
    });
    expect(mailSettings(loadConfig({ ...env, MAIL_FROM: 'Stays <hi@example.com>' }))).toMatchObject({
      siteUrl: 'http://localhost:3000',
      from: 'Stays <hi@example.com>',
    });
  });
});

describe('the business in e-mails', () => {
  const config = loadConfig({ ...env, PUBLIC_URL: 'https://stay.example.com' });
  const settings = mailSettings(config, {
    business: { name: 'Pine & "Co"', phone: '+91 98765 43210', contactEmail: 'hi@pine.example', address: '' },
  });

  it('names it in sentences, the footer and the signature, with the contact details set', () => {
    const reset = passwordResetMessage({ firstName: 'Asha', email: 'asha@example.com', token: 't' }, settings);
    expect(reset.subject).toBe('Choose a new Pine & "Co" password');
    expect(reset.text).toContain('for your Pine & "Co" account asha@example.com');
    expect(reset.text.endsWith('\n--\nPine & "Co"\n+91 98765 43210\nhi@pine.example')).toBe(true);
    expect(reset.html).toContain('Pine &amp; &quot;Co&quot; · Account security');
    expect(reset.html).toContain('+91 98765 43210 · hi@pine.example');
    expect(reset.html).not.toContain('Hillnest');
  });

  it('sends from its name, quoted when it is more than words', () => {
    expect(settings.from).toBe('"Pine & \\"Co\\"" <bookings@stay.example.com>');
    expect(mailSettings(config, { business: { name: 'Kasauli Stays' } }).from).toBe('Kasauli Stays <bookings@stay.example.com>');
  });
});

describe('booking confirmation e-mail', () => {
  const settings = mailSettings(loadConfig({ ...env, PUBLIC_URL: 'https://stay.example.com' }));
  const message = bookingConfirmationMessage(confirmation, settings, 'b1');

  it('escapes stored text in the HTML part and keeps it readable in the text part', () => {
    expect(message.html).not.toContain('<img src=x');
    expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(message.html).toContain('Pine &amp; &quot;Oak&quot; &lt;Lodge&gt;');
    expect(message.text).toContain('Pine & "Oak" <Lodge>');
    expect(message.html).toContain('src="https://stay.example.com/uploads/hotels/a.webp"');
  });

  it('carries the amount, the stay, the policy, the manage link (listed as a secret) and the .ics', () => {
    for (const part of [message.html, message.text]) {
      expect(part).toContain('₹28,500');
      expect(part).toContain('20 Dec 2026');
      expect(part).toContain('3 nights');
      expect(part).toContain('2 adults, 1 child');
      expect(part).toContain(TIMELINE[0]);
      expect(part).toContain('https://stay.example.com/manage-booking/abc123.secretmac');
    }
    expect(message.secrets).toContain('abc123.secretmac');
    expect(message.attachments![0]).toMatchObject({ filename: 'HN-7K3QX2.ics' });
  });

  it('writes the stay as an all-day event from the first night to the check-out morning', () => {
    const ics = stayCalendar(confirmation, 'https://stay.example.com/manage-booking/t', new Date('2026-11-01T00:00:00Z'));
    expect(ics).toContain('DTSTART;VALUE=DATE:20261220\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20261223\r\n');
    expect(ics).toContain('SUMMARY:Pine & "Oak" <Lodge> (HN-7K3QX2)');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('a reset e-mail lists its token as a secret and links to /reset-password', () => {
    const reset = passwordResetMessage({ firstName: 'Asha', email: 'asha@example.com', token: 'tok_123' }, settings);
    expect(reset.text).toContain('https://stay.example.com/reset-password?token=tok_123');
    expect(reset.secrets).toContain('tok_123');
  });
});
