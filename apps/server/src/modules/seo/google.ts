/**
 * Google Hotels' free booking links (docs/operations/google.md): the Hotel List feed of every property
 * on the site, and each property's prices as a Transaction message for the next 90 days at 1–7 nights
 * for 2 adults, priced by the one price rule (quoteStay). Both are cached until a property or the
 * settings change, so Google's fetches cost one build each.
 */
import {
  addDays,
  gstTermsOf,
  isUuid,
  minimumStay,
  paiseToRupees,
  pricedProperty,
  quoteStay,
  type GstTerms,
  type IsoDate,
  type Paise,
  type Rates,
} from '@hillnest/domain';
import { propertyToday, type Deps } from '../../deps';
import type { CachedText } from '../../lib/conditional';
import { businessContact, siteSettings } from '../settings/service';
import { feedProperties, feedProperty, type FeedProperty } from './queries';
import { XML_DECLARATION, xmlText } from './xml';

export const PRICE_FEED = { days: 90, maxNights: 7, adults: 2 } as const;

const COUNTRY_CODES: Record<string, string> = { india: 'IN' };
const countryCode = (country: string) => COUNTRY_CODES[country.trim().toLowerCase()] ?? country.trim().slice(0, 2).toUpperCase();
const APARTMENT = /apartment|condo|flat|studio/i;

/** /feeds/google/hotels.xml: Google's Hotel List feed (listings per the local_feed schema). */
export function hotelListXml(deps: Pick<Deps, 'db' | 'config' | 'cache'>): Promise<CachedText> {
  return deps.cache.read('google hotel list', ['hotels', 'settings'], async () => {
    const [properties, business] = await Promise.all([feedProperties(deps.db), businessContact(deps)]);
    const listings = properties.map((property) => listingXml(property, business.phone));
    return {
      text:
        `${XML_DECLARATION}<listings xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.gstatic.com/localfeed/local_feed.xsd">` +
        `<language>en</language>${listings.join('')}</listings>\n`,
    };
  });
}

function listingXml(property: FeedProperty, phone: string | null): string {
  const parts = [
    `<id>${xmlText(property.id)}</id>`,
    `<name>${xmlText(property.name)}</name>`,
    '<address format="simple">' +
      (property.streetAddress ? `<component name="addr1">${xmlText(property.streetAddress)}</component>` : '') +
      `<component name="city">${xmlText(property.city)}</component>` +
      (property.postalCode ? `<component name="postal_code">${xmlText(property.postalCode)}</component>` : '') +
      '</address>',
    `<country>${xmlText(countryCode(property.country))}</country>`,
    ...(property.latitude !== null && property.longitude !== null
      ? [`<latitude>${property.latitude}</latitude>`, `<longitude>${property.longitude}</longitude>`]
      : []),
    ...(phone ? [`<phone type="main">${xmlText(phone)}</phone>`] : []),
    `<category>${APARTMENT.test(property.type) ? 'Vacation rental' : 'Hotel'}</category>`,
  ];
  return `<listing>${parts.join('')}</listing>`;
}

/**
 * /feeds/google/prices/{id}.xml: the property's prices as a Transaction message, one <Result> per
 * check-in day and length of stay; undefined for a property not on the site. The one price rule's
 * quote split as Google asks: the stay before GST (Baserate), the GST on the stay and the cleaning fee
 * (Tax), and the cleaning fee before GST (OtherFees), adding up to what the guest would pay.
 */
export async function priceFeedXml(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now' | 'catalogue'>,
  id: string,
): Promise<CachedText | undefined> {
  if (!isUuid(id)) return undefined;
  const today = await propertyToday(deps);
  // Taken nights change the feed too: a booking, hold or block anywhere makes it afresh.
  const built = await deps.cache.read(`google prices ${id} ${today}`, ['hotels', 'bookings', 'blocks', 'settings'], async () => {
    const [property, stayTaken, settings] = await Promise.all([
      feedProperty(deps.db, id.toLowerCase()),
      deps.catalogue.stayTaken(id.toLowerCase()),
      siteSettings(deps),
    ]);
    const gst = gstTermsOf(settings.values.tax);
    return { text: property && stayTaken ? transactionXml(property, gst, today, deps.now(), stayTaken) : '' };
  });
  return built.text ? built : undefined;
}

const rupees = (paise: Paise) => paiseToRupees(paise).toFixed(2);

/**
 * One itinerary: its price by the one price rule, or `<Unavailable><NoVacancy/>` when a night is taken
 * (search's own reading of the nights, decision 0053). A stay shorter than the minimum stay from its
 * check-in cannot be booked, so it is not offered at all.
 */
function transactionXml(
  property: FeedProperty,
  gst: GstTerms | null,
  today: IsoDate,
  now: Date,
  stayTaken: (checkIn: IsoDate, nights: number) => boolean,
): string {
  const results: string[] = [];
  // A property for fewer than 2 adults has no itinerary of the feed's occupancy.
  if (property.adultCount >= PRICE_FEED.adults) {
    for (let day = 0; day < PRICE_FEED.days; day++) {
      const checkIn = addDays(today, day);
      const minimum = minimumStay(property.rates as Rates | null, checkIn);
      for (let nights = minimum; nights <= PRICE_FEED.maxNights; nights++) {
        const itinerary = `<Property>${xmlText(property.id)}</Property><Checkin>${checkIn}</Checkin><Nights>${nights}</Nights>`;
        if (stayTaken(checkIn, nights)) {
          results.push(`<Result>${itinerary}<Unavailable><NoVacancy/></Unavailable></Result>`);
          continue;
        }
        const quote = quoteStay({
          ...pricedProperty({ ...property, rates: property.rates as Rates | null }),
          checkIn,
          checkOut: addDays(checkIn, nights),
          guests: { adultCount: PRICE_FEED.adults, childCount: 0 },
          today,
          gst,
          cleaningFeePaise: property.cleaningFeePaise,
        });
        const feesPaise = quote.charges.reduce((sum, charge) => sum + charge.taxablePaise, 0);
        const taxPaise = quote.taxes ? quote.taxes.centralPaise + quote.taxes.statePaise : 0;
        results.push(
          `<Result>${itinerary}` +
            `<Baserate currency="INR">${rupees(quote.totalPaise - taxPaise - feesPaise)}</Baserate>` +
            `<Tax currency="INR">${rupees(taxPaise)}</Tax><OtherFees currency="INR">${rupees(feesPaise)}</OtherFees>` +
            `<Occupancy>${PRICE_FEED.adults}</Occupancy></Result>`,
        );
      }
    }
  }
  const id = `${property.id}-${today}`;
  return `${XML_DECLARATION}<Transaction timestamp="${now.toISOString()}" id="${xmlText(id)}">${results.join('')}</Transaction>\n`;
}
