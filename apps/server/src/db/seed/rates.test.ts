import { describe, expect, it } from 'vitest';
import { ratesSchema } from '@hillnest/domain';
import { DEMO_HOTELS, demoRates } from './data';

describe('demo rates', () => {
  it.each(['2026-11-25', '2026-12-31', '2027-01-02', '2027-01-03', '2027-06-30', '2027-07-01'])(
    'from %s: valid rates on demo properties, seasons still to come or under way',
    (today) => {
      const all = demoRates(today);
      expect(Object.keys(all).every((name) => DEMO_HOTELS.some((hotel) => hotel.name === name))).toBe(true);
      for (const rates of Object.values(all)) {
        expect(ratesSchema.parse(rates)).toEqual(rates);
        for (const season of rates.seasons) expect(season.lastNight >= today).toBe(true);
      }
    },
  );
});
