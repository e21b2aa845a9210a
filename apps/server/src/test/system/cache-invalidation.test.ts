/**
 * Caches that agree across instances: two real server processes on one PostgreSQL database, each
 * keeping its public reads for an hour (READ_CACHE_SECONDS=3600, so the TTL cannot be what refreshes
 * them). The administrator changes a property's price on one; the other answers the new price on
 * the property's page and in search soon after (within a second in practice; the poll allows more,
 * because this machine is shared). Once over PostgreSQL LISTEN/NOTIFY, and once over Redis pub/sub
 * when TEST_REDIS_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@hillnest/domain';
import { hotelForm, imageBytes } from '../../modules/hotels/test-support';
import { createScratchDatabase } from '../scratch-database';
import { call, sharedSecrets, signInCookie, startServer, type ServerProcess } from './server-process';

const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!baseUrl) console.log('Skipped the cross-instance cache test: it needs PostgreSQL and TEST_DATABASE_URL is not set.');

const ADMIN = { ADMIN_EMAIL: 'owner@caches.example', ADMIN_PASSWORD: 'caches-admin-1' };

/** Polls `read` until it returns `expected`; the bound is generous (a busy machine), never a speed assertion. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let seen = await read();
  while (seen !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await read();
  }
  return seen;
}

const variants = [
  { name: 'PostgreSQL LISTEN/NOTIFY', env: {} as Record<string, string>, run: Boolean(baseUrl) },
  { name: 'Redis pub/sub', env: redisUrl ? { REDIS_URL: redisUrl } : ({} as Record<string, string>), run: Boolean(baseUrl && redisUrl) },
];

for (const variant of variants) {
  describe.skipIf(!variant.run)(`two instances, read caches kept in step (${variant.name})`, () => {
    let a: ServerProcess;
    let b: ServerProcess;
    const cleanups: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      const database = await createScratchDatabase(baseUrl!, 'caches');
      cleanups.push(database.drop);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hillnest-caches-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const env = {
        ...sharedSecrets(),
        ...ADMIN,
        ...variant.env,
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: '4',
        READ_CACHE_SECONDS: '3600',
        AUTH_RATE_LIMIT_PER_IP: '100000',
      };
      a = await startServer(env, 180_000);
      cleanups.push(a.kill);
      b = await startServer(env, 180_000);
      cleanups.push(b.kill);
    });
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    });

    it('a price changed on one instance shows on the other’s property page and search', async () => {
      const cookie = await signInCookie(a.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
      const form = hotelForm({
        fields: { name: 'Cache Cottage', pricePerNight: '3200' },
        files: [{ name: 'a.png', bytes: await imageBytes() }],
      });
      const created = await fetch(`${a.url}/api/my-hotels`, { method: 'POST', body: form, headers: { cookie } });
      expect(created.status).toBe(201);
      const hotel = (await created.json()) as { _id: string; imageUrls: string[] };

      const priceOnB = async () => (await call(b.url, 'GET', `/api/hotels/${hotel._id}`)).json.pricePerNight as number;
      const searchedOnB = async () =>
        ((await call(b.url, 'GET', '/api/hotels/search?destination=cache%20cottage')).json.data as { pricePerNight: number }[])[0]
          ?.pricePerNight;
      // B reads (and caches) the property: created on A, new to B's cache.
      expect(await eventually(priceOnB, 3200)).toBe(3200);
      expect(await eventually(searchedOnB, 3200)).toBe(3200);
      expect(await priceOnB()).toBe(3200);

      const updated = await fetch(`${a.url}/api/my-hotels/${hotel._id}`, {
        method: 'PUT',
        body: hotelForm({ fields: { name: 'Cache Cottage', pricePerNight: '4700' }, imageUrls: hotel.imageUrls }),
        headers: { cookie },
      });
      expect(updated.status).toBe(200);
      // A shows its own change at once; B once the invalidation has reached it, long before its hour is up.
      expect((await call(a.url, 'GET', `/api/hotels/${hotel._id}`)).json.pricePerNight).toBe(4700);
      expect(await eventually(priceOnB, 4700)).toBe(4700);
      expect(await eventually(searchedOnB, 4700)).toBe(4700);
    });

    it('nights the owner blocks on one instance leave the other’s dated search (its in-memory catalogue follows)', async () => {
      const cookie = await signInCookie(a.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
      const form = hotelForm({
        fields: { name: 'Blocked Bungalow', pricePerNight: '2100' },
        files: [{ name: 'b.png', bytes: await imageBytes() }],
      });
      const created = await fetch(`${a.url}/api/my-hotels`, { method: 'POST', body: form, headers: { cookie } });
      expect(created.status).toBe(201);
      const hotel = (await created.json()) as { _id: string };
      const checkIn = addDays(todayIn('Asia/Kolkata'), 20);
      const search = `/api/hotels/search?destination=blocked%20bungalow&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}`;
      const foundOnB = async () => (await call(b.url, 'GET', search)).json.pagination.total as number;
      expect(await eventually(foundOnB, 1)).toBe(1);

      const blocked = await call(
        a.url,
        'POST',
        `/api/my-hotels/${hotel._id}/blocks`,
        { firstNight: addDays(checkIn, 1), lastNight: addDays(checkIn, 1) },
        { cookie },
      );
      expect(blocked.status).toBe(201);
      // A answers from its own copy at once; B drops the property once the invalidation has reached it.
      expect((await call(a.url, 'GET', search)).json.pagination.total).toBe(0);
      expect(await eventually(foundOnB, 0)).toBe(0);
    });

    it('the phone the owner sets in Settings on one instance is what the other tells guests', async () => {
      const cookie = await signInCookie(a.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
      const phoneOnB = async () => ((await call(b.url, 'GET', '/api/config')).json.business as { phone: string | null }).phone;
      expect(await phoneOnB()).toBeNull(); // B has read (and cached) the settings
      const business = (await call(a.url, 'GET', '/api/admin/settings/business', undefined, { cookie })).json.values as object;
      const saved = await call(a.url, 'PUT', '/api/admin/settings/business', { ...business, phone: '+91 90000 12345' }, { cookie });
      expect(saved.status).toBe(200);
      expect(await eventually(phoneOnB, '+91 90000 12345')).toBe('+91 90000 12345');
    });

    it('the time zone, the logo and an FAQ answer set on one instance are what the other uses', async () => {
      const cookie = await signInCookie(a.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
      const configOnB = async () => (await call(b.url, 'GET', '/api/config')).json as Record<string, unknown>;
      const zoneOnB = async () => (await configOnB()).propertyTimezone as string;
      const logoOnB = async () => Boolean(((await configOnB()).business as { logoUrl: string | null }).logoUrl);
      const petsOnB = async () => ((await configOnB()).guests as { faqPets: string }).faqPets;
      expect(await zoneOnB()).toBe('Asia/Kolkata'); // B has read (and cached) the settings

      const business = (await call(a.url, 'GET', '/api/admin/settings/business', undefined, { cookie })).json.values as object;
      expect(
        (await call(a.url, 'PUT', '/api/admin/settings/business', { ...business, timeZone: 'Pacific/Kiritimati' }, { cookie })).status,
      ).toBe(200);
      expect(await eventually(zoneOnB, 'Pacific/Kiritimati')).toBe('Pacific/Kiritimati');
      // B's today is Kiritimati's (UTC+14), by B's own clock.
      expect((await configOnB()).today).toBe(todayIn('Pacific/Kiritimati'));

      const logo = new FormData();
      logo.append('logo', new Blob([new Uint8Array(await imageBytes())], { type: 'image/png' }), 'logo.png');
      expect((await fetch(`${a.url}/api/admin/settings/business/logo`, { method: 'POST', body: logo, headers: { cookie } })).status).toBe(
        200,
      );
      expect(await eventually(logoOnB, true)).toBe(true);

      const guests = (await call(a.url, 'GET', '/api/admin/settings/guests', undefined, { cookie })).json.values as object;
      const answer = 'Dogs and cats are welcome everywhere.';
      expect((await call(a.url, 'PUT', '/api/admin/settings/guests', { ...guests, faqPets: answer }, { cookie })).status).toBe(200);
      expect(await eventually(petsOnB, answer)).toBe(answer);
    });
  });
}
