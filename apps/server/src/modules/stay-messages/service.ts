/**
 * The messages of a stay (docs/product/stay-messages.md, decision 0086): before arrival, the check-in
 * instructions and after check-out, queued into the outbox when due. Nothing is scheduled ahead: each
 * round looks at the confirmed stays as they are now, so a cancelled stay gets nothing more and a
 * changed one gets its messages at the new dates. The outbox's unique index on (booking, kind) makes
 * each message once per booking, whichever instance queues it; the outbox sends it as any other.
 */
import {
  addDays,
  DEFAULT_STAY_MESSAGES,
  localDateTimeIn,
  STAY_MESSAGE_KINDS,
  STAY_MESSAGE_PLACEHOLDERS,
  STAY_MESSAGES,
  stayMessageDueAt,
  stayMessageIsDue,
  AFTER_STAY_LATE_DAYS,
  type StayMessage,
  type StayMessagePreview,
  type StayMessagePreviewInput,
  type StayMessageTemplate,
  type ArrivalNotesInput,
  type ManagedStay,
} from '@hillnest/domain';
import type { Database } from '../../db/client';
import { propertyToday, type Deps } from '../../deps';
import { propertyZone } from '../settings/store';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/validate';
import { paidBooking, toConfirmation, checkManageLink } from '../bookings/confirmation';
import { listAllBookings } from '../bookings/service';
import { enqueueOnce } from '../email/outbox';
import { businessContact, ownerMail, siteSettings } from '../settings/service';
import {
  findArrivalNotes,
  hotelExists,
  listStayCandidates,
  lockBooking,
  optedOutOfReviewRequests,
  optOutOfReviewRequests,
  upsertArrivalNotes,
  type ArrivalNotes,
} from './queries';
import { placeholderValues, renderStayMessage, type StayContext, type StayFacts } from './render';
import { unsubscribeKey } from './unsubscribe';

type StayDeps = Pick<Deps, 'db' | 'config' | 'cache' | 'manageLinks' | 'now' | 'log'>;

/** The owner's side of a message (read before a transaction: on PGlite a read beside an open transaction waits for it). */
async function ownerSide(deps: Pick<Deps, 'db' | 'config' | 'cache'>) {
  const [mail, business, settings] = await Promise.all([ownerMail(deps), businessContact(deps), siteSettings(deps)]);
  return { mail, whatsapp: business.whatsapp, templates: settings.values.messages };
}

async function contextOf(
  deps: Pick<Deps, 'config' | 'manageLinks' | 'now'>,
  db: Database,
  owner: Awaited<ReturnType<typeof ownerSide>>,
  bookingId: string,
): Promise<StayContext | null> {
  const found = await paidBooking(db, bookingId);
  if (!found) return null;
  const notes = await findArrivalNotes(db, found.booking.hotelId);
  const confirmation = toConfirmation(deps, owner.mail, found.booking, found.hotel, found.place);
  return { confirmation, mail: owner.mail, whatsapp: owner.whatsapp, notes };
}

function messageFor(
  deps: Pick<Deps, 'config'>,
  message: StayMessage,
  template: StayMessageTemplate,
  context: StayContext,
  bookingId: string,
) {
  const values = placeholderValues(context);
  const unsubscribeUrl =
    message === 'afterStay'
      ? `${context.mail.siteUrl}/unsubscribe/${unsubscribeKey(deps.config.jwtSecret).sign(context.confirmation.email)}`
      : undefined;
  const rendered = renderStayMessage(template, values, { unsubscribeUrl, brand: context.mail.brand });
  const token = context.confirmation.manageToken;
  return {
    kind: STAY_MESSAGE_KINDS[message],
    to: context.confirmation.email,
    ...rendered,
    secrets: [token, encodeURIComponent(token)],
    headers: unsubscribeUrl
      ? {
          'List-Unsubscribe': `<${context.mail.siteUrl}/api/review-requests/unsubscribe/${unsubscribeUrl.split('/').pop()}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : undefined,
    bookingId,
  };
}

/**
 * Queues one stay's message if, with the booking locked, it is still confirmed and the message still
 * due at its current dates; true when it was queued now.
 */
async function queueStayMessage(
  deps: StayDeps,
  owner: Awaited<ReturnType<typeof ownerSide>>,
  bookingId: string,
  message: StayMessage,
  nowLocal: string,
): Promise<boolean> {
  const template = owner.templates[message];
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (booking?.status !== 'confirmed' || !stayMessageIsDue(message, template, booking, nowLocal)) return false;
    if (message === 'afterStay' && (await optedOutOfReviewRequests(tx, booking.email))) return false;
    const context = await contextOf(deps, tx, owner, bookingId);
    if (!context) return false;
    return (await enqueueOnce(tx, messageFor(deps, message, template, context, bookingId))) !== null;
  });
}

/** One round: queues every stay message due now; returns how many were queued. */
export async function queueDueStayMessages(deps: StayDeps): Promise<number> {
  const owner = await ownerSide(deps);
  const enabled = STAY_MESSAGES.filter((message) => owner.templates[message].enabled);
  if (enabled.length === 0) return 0;
  const nowLocal = localDateTimeIn(await propertyZone(deps), deps.now());
  const today = nowLocal.slice(0, 10);
  const ahead = Math.max(owner.templates.beforeArrival.days, owner.templates.checkIn.days);
  const candidates = await listStayCandidates(deps.db, {
    arrivingBy: addDays(today, ahead),
    leftFrom: addDays(today, -(owner.templates.afterStay.days + AFTER_STAY_LATE_DAYS)),
  });
  let queued = 0;
  for (const stay of candidates) {
    for (const message of enabled) {
      if (stay.queued.includes(STAY_MESSAGE_KINDS[message])) continue;
      if (!stayMessageIsDue(message, owner.templates[message], stay, nowLocal)) continue;
      try {
        if (await queueStayMessage(deps, owner, stay.id, message, nowLocal)) queued += 1;
      } catch (error) {
        // One booking that cannot be rendered must not hold up every other stay's messages.
        deps.log.error({ err: error, bookingId: stay.id, message }, 'could not queue a stay message');
      }
    }
  }
  return queued;
}

/** What a preview is filled with while there is no booking yet. */
const SAMPLE_STAY: StayFacts = {
  firstName: 'Asha',
  email: 'guest@example.com',
  hotel: { _id: 'sample', name: 'Your property', city: 'Manali', country: 'India', imageUrl: null, latitude: null, longitude: null },
  checkIn: '2026-12-20',
  checkOut: '2026-12-23',
  checkInHours: '2PM-10PM',
  checkOutBy: '10:30 AM',
  reference: 'HN-SAMPLE',
  manageToken: 'sample',
  balance: null,
};

/**
 * Settings → Messages' preview: the message as edited, filled from the newest confirmed booking (its
 * property's instructions included: the owner's own), or from sample values while there is none.
 */
export async function previewStayMessage(deps: StayDeps, input: StayMessagePreviewInput): Promise<StayMessagePreview> {
  const owner = await ownerSide(deps);
  const latest = (await listAllBookings(deps)).data.find((booking) => booking.status === 'confirmed');
  const context = latest
    ? await contextOf(deps, deps.db, owner, latest._id)
    : { confirmation: SAMPLE_STAY, mail: owner.mail, whatsapp: owner.whatsapp, notes: { directions: '', checkInInstructions: '' } };
  const template = { ...DEFAULT_STAY_MESSAGES[input.message], subject: input.subject, body: input.body };
  const message = messageFor(deps, input.message, template, context!, latest?._id ?? 'sample');
  return { reference: latest?.reference ?? null, subject: message.subject, text: message.text, html: message.html };
}

/** The placeholders of each message, for the settings page's help. */
export const placeholdersOf = (message: StayMessage) => STAY_MESSAGE_PLACEHOLDERS[message];

export async function getArrivalNotes(deps: Pick<Deps, 'db'>, hotelId: string): Promise<ArrivalNotes> {
  if (!isUuid(hotelId) || !(await hotelExists(deps.db, hotelId))) throw notFound('Property not found');
  return findArrivalNotes(deps.db, hotelId);
}

export async function saveArrivalNotes(deps: Pick<Deps, 'db' | 'now'>, hotelId: string, input: ArrivalNotesInput): Promise<ArrivalNotes> {
  if (!isUuid(hotelId)) throw notFound('Property not found');
  try {
    await upsertArrivalNotes(deps.db, hotelId, input, deps.now());
  } catch (error) {
    // The property does not exist (foreign key).
    if ((error as { code?: string }).code === '23503') throw notFound('Property not found');
    throw error;
  }
  return findArrivalNotes(deps.db, hotelId);
}

/**
 * The manage page's part of the stay: how to get there, and the check-in instructions once the
 * check-in message's time has come (whether or not the message is switched on), until check-out;
 * nothing for a booking that is not confirmed.
 */
export async function managedStay(deps: StayDeps, token: string): Promise<ManagedStay> {
  const bookingId = deps.manageLinks.bookingIdOf(token);
  const found = bookingId ? await paidBooking(deps.db, bookingId) : undefined;
  checkManageLink(deps, token, found?.booking, await propertyToday(deps));
  const booking = found!.booking;
  const { messages } = (await siteSettings(deps)).values;
  const from = stayMessageDueAt('checkIn', messages.checkIn, booking);
  if (booking.status !== 'confirmed') return { directions: null, checkInInstructions: null, checkInInstructionsFrom: null };
  const notes = await findArrivalNotes(deps.db, booking.hotelId);
  const nowLocal = localDateTimeIn(await propertyZone(deps), deps.now());
  const open = nowLocal >= from && nowLocal.slice(0, 10) <= booking.checkOut;
  return {
    directions: notes.directions || null,
    checkInInstructions: open && notes.checkInInstructions ? notes.checkInInstructions : null,
    checkInInstructionsFrom: notes.checkInInstructions && nowLocal < from ? from : null,
  };
}

/** The unsubscribe link (and List-Unsubscribe's one click): no more review requests to that address. */
export async function unsubscribeFromReviewRequests(deps: Pick<Deps, 'db' | 'config'>, token: string): Promise<{ message: string }> {
  const email = unsubscribeKey(deps.config.jwtSecret).emailOf(token);
  if (!email) throw notFound('This unsubscribe link is not valid.');
  await optOutOfReviewRequests(deps.db, email);
  return { message: 'You will receive no more review requests.' };
}
