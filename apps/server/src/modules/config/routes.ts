import type { FastifyInstance } from 'fastify';
import { gstTermsOf, todayIn } from '@hillnest/domain';
import { route } from '../../lib/contract';
import { businessContact, siteSettings } from '../settings/service';

/** Public settings the browser needs: the site's time zone (Settings → Business) and today's date there, the hand-off target, the owner's business. */
export default async function configRoutes(app: FastifyInstance) {
  route(app, 'GET /api/config', async (_request, reply) => {
    const { config } = app;
    reply.header('cache-control', 'no-cache');
    const business = await businessContact(app.deps);
    const { guests, site, tax, business: stored } = (await siteSettings(app.deps)).values;
    const { provider } = await app.deps.payments.current();
    return {
      propertyTimezone: stored.timeZone,
      today: todayIn(stored.timeZone, app.deps.now()),
      holdMinutes: config.HOLD_MINUTES,
      // The longest stay booked online: the booking page and the search bar say so before the guest submits.
      maxStayNights: config.MAX_STAY_NIGHTS,
      bookingEngineUrl: site.bookingEngineUrl || null,
      bookingEnginePropertyId: config.BOOKING_ENGINE_PROPERTY_ID,
      // Which checkout the booking page opens, and the public key it passes; never a secret.
      paymentProvider: provider.name,
      razorpayKeyId: provider.keyId,
      testModeNotice: site.testModeNotice,
      business,
      guests: { ...guests, houseRules: guests.houseRules.split('\n').filter((line) => line.trim()) },
      gst: gstTermsOf(tax),
    };
  });
}
