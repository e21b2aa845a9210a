/** The feed reader's thread: its answer, and its end at the deadline even inside a single step of ical.js. */
import { describe, expect, it } from 'vitest';
import { FEED_READ_LIMITS } from './feeds';
import { readFeedInThread } from './feed-reader';
import { FeedError } from './ical-import';
import { FEB_30_FEED, rawFeed } from './test-feeds';

const options = { timeZone: 'Asia/Kolkata', today: '2026-03-20', windowEnd: '2027-03-20', ownUidSuffix: '@hotel-1.hillnest' };
const bytes = (text: string) => new TextEncoder().encode(text);

describe('readFeedInThread', () => {
  it('answers the stays readFeed reads', async () => {
    const feed = rawFeed([['UID:a', 'DTSTART;VALUE=DATE:20260401', 'DTEND;VALUE=DATE:20260403', 'SUMMARY:Reserved']]);
    await expect(readFeedInThread(bytes(feed), { ...options, limits: FEED_READ_LIMITS })).resolves.toEqual({
      eventCount: 1,
      stays: [{ uid: 'a', startDate: '2026-04-01', endDate: '2026-04-03', summary: 'Reserved', reservation: true }],
    });
  });

  it('ends a read still going at its deadline (ical.js looping inside one step never checks a flag)', async () => {
    const read = readFeedInThread(bytes(FEB_30_FEED), { ...options, limits: { ...FEED_READ_LIMITS, deadlineMs: 1500 } });
    await expect(read).rejects.toThrow(new FeedError('The feed could not be read within 1.5 seconds, so reading it was stopped'));
  });
});
