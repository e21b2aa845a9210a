/**
 * Going live from the admin area (docs/product/going-live.md, docs/decisions/0074-site-mode-stored.md):
 * the checklist of what SITE_MODE=live checks, the site's mode kept as a setting (SITE_MODE still
 * forces it), removing the demo catalogue in one step, and the first-run setup's state.
 */
import {
  GO_LIVE_ITEMS,
  GO_LIVE_TEXTS,
  type DemoCatalogue,
  type GoLiveItem,
  type GoLiveItemId,
  type GoLiveStatus,
  type SetupState,
  type SiteMode,
} from '@hillnest/domain';
import type { Deps } from '../../deps';
import { conflict } from '../../lib/http-errors';
import { administratorProblems } from '../auth/service';
import { mailReadiness, paymentsReadiness } from '../settings/readiness';
import { saveSettings, siteSettings } from '../settings/service';
import { deleteDemoRows, findDemoRows, type DemoRows } from './queries';

type ReadDeps = Pick<Deps, 'db' | 'config' | 'cache' | 'secretBox'>;
type WriteDeps = Pick<Deps, 'db' | 'config' | 'cache' | 'now' | 'secretBox'>;

/** How the request checking the list arrived: cookies set over https are Secure (plugins/auth.ts). */
export interface Arrival {
  https: boolean;
}

/** The mode in force: SITE_MODE when set (locked), else the one stored from the go-live page. */
export async function siteMode(deps: ReadDeps): Promise<{ mode: SiteMode; lockedByEnvironment: boolean }> {
  const { values, lockedByEnvironment } = await siteSettings(deps);
  return { mode: values.launch.mode, lockedByEnvironment: lockedByEnvironment.includes('launch.mode') };
}

/** Every item SITE_MODE=live checks, each with its state and what to do. */
export async function goLiveChecklist(deps: ReadDeps, arrival: Arrival): Promise<GoLiveItem[]> {
  const { config } = deps;
  const [payments, mail, adminProblems, demo, settings] = await Promise.all([
    paymentsReadiness(deps),
    mailReadiness(deps),
    administratorProblems(deps, config.ADMIN_EMAIL),
    findDemoRows(deps.db),
    siteSettings(deps),
  ]);
  const demoLeft =
    demo.hotels.length + demo.kept.length + demo.destinations.length + demo.blogs.length + demo.coupons.length + demo.slides.length;
  const publicUrl = settings.values.site.publicUrl;
  const states: Record<GoLiveItemId, [boolean, string]> = {
    payments:
      payments.provider === 'simulated'
        ? [false, 'Payments are simulated: connect Razorpay and check the connection.']
        : payments.connectionCheckedOk
          ? [true, 'Razorpay is connected.']
          : [false, "Razorpay's keys are set but the connection has not been checked successfully."],
    webhook: payments.webhookReceivedAt
      ? [true, `Razorpay's last webhook arrived at ${payments.webhookReceivedAt}.`]
      : [false, "No webhook from Razorpay has arrived yet: paste the webhook address into Razorpay's dashboard."],
    adminPassword:
      adminProblems.length === 0
        ? [true, 'The administrator password is your own.']
        : [false, 'The administrator password is the generated or built-in one: change it.'],
    email: !mail.configured
      ? [false, 'No e-mail server is set: guests receive no e-mail.']
      : mail.testSentOk
        ? [true, 'E-mail is being sent.']
        : [false, 'An e-mail server is set, but no e-mail has been sent through it yet: send a test e-mail.'],
    https: publicUrl?.startsWith('https://')
      ? [true, `The public address is ${publicUrl}.`]
      : [false, publicUrl ? `The public address ${publicUrl} is not on https.` : 'The public address is not set.'],
    secureCookies:
      config.secureCookies || arrival.https
        ? [true, 'Sign-in cookies are sent only over https.']
        : [false, 'This page was opened over plain http: open the site on its https address (behind a reverse proxy, set TRUST_PROXY).'],
    demoRemoved: demoLeft === 0 ? [true, 'No demo data is left.'] : [false, 'The demo catalogue is still on the site: remove it below.'],
  };
  return (Object.keys(GO_LIVE_ITEMS) as GoLiveItemId[]).map((id) => ({
    id,
    ...GO_LIVE_ITEMS[id],
    ok: states[id][0],
    detail: states[id][1],
  }));
}

export async function goLiveStatus(deps: ReadDeps, arrival: Arrival): Promise<GoLiveStatus> {
  const [{ mode, lockedByEnvironment }, items, demo] = await Promise.all([
    siteMode(deps),
    goLiveChecklist(deps, arrival),
    demoCatalogue(deps),
  ]);
  return { mode, lockedByEnvironment, items, ready: items.every((item) => item.ok), demo };
}

/** Goes live: refused (409) while the mode is pinned by SITE_MODE or any item fails, naming each. */
export async function goLive(deps: WriteDeps, userId: string, arrival: Arrival): Promise<GoLiveStatus> {
  if ((await siteMode(deps)).lockedByEnvironment) throw conflict(GO_LIVE_TEXTS.locked);
  const failing = (await goLiveChecklist(deps, arrival)).filter((item) => !item.ok);
  if (failing.length > 0) throw conflict(`${GO_LIVE_TEXTS.refused} ${failing.map((item) => item.label).join(', ')}.`);
  await saveSettings(deps, 'launch', { mode: 'live' }, userId);
  return goLiveStatus(deps, arrival);
}

/** Back to test mode, in one step (refused only while SITE_MODE pins the mode). */
export async function switchToTestMode(deps: WriteDeps, userId: string, arrival: Arrival): Promise<GoLiveStatus> {
  if ((await siteMode(deps)).lockedByEnvironment) throw conflict(GO_LIVE_TEXTS.locked);
  await saveSettings(deps, 'launch', { mode: 'demo' }, userId);
  return goLiveStatus(deps, arrival);
}

function describeDemo(rows: DemoRows): DemoCatalogue {
  return {
    properties: rows.hotels.map((row) => row.name),
    photos: rows.hotels.reduce((sum, row) => sum + row.imageUrls.length, 0),
    destinations: rows.destinations.map((row) => row.name),
    blogs: rows.blogs.map((row) => row.title),
    coupons: rows.coupons.map((row) => row.code),
    slides: rows.slides.length,
    keptWithBookings: rows.kept.map((row) => row.name),
  };
}

/** What removing the demo catalogue would take away, and the demo properties it would keep (archived). */
export async function demoCatalogue(deps: Pick<Deps, 'db'>): Promise<DemoCatalogue> {
  return describeDemo(await findDemoRows(deps.db));
}

/**
 * Removes the demo catalogue in one transaction: demo properties without bookings with their photos,
 * the demo destinations, blogs, coupons and slides; a demo property with bookings is archived
 * instead (bookings are never deleted). The demo is never seeded again. Answers what went.
 */
export async function removeDemoCatalogue(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now' | 'storage' | 'log' | 'secretBox'>,
  userId: string,
) {
  const rows = await deps.db.transaction(async (tx) => {
    const found = await findDemoRows(tx);
    await deleteDemoRows(tx, found, deps.now());
    await saveSettings({ ...deps, db: tx }, 'launch', { demoRemoved: true }, userId);
    return found;
  });
  deps.cache.invalidate('hotels', 'destinations', 'blogs', 'coupons', 'carousel', 'settings');
  // Files go once the rows are gone; one that fails to go is only left behind.
  const files = [
    ...rows.hotels.flatMap((row) => row.imageUrls),
    ...rows.destinations.flatMap((row) => (row.imageUrl ? [row.imageUrl] : [])),
    ...rows.blogs.map((row) => row.imageUrl),
    ...rows.slides.map((row) => row.imageUrl),
  ];
  const results = await Promise.allSettled(files.map((url) => deps.storage.deleteByUrl(url)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) deps.log.warn({ failed }, 'some demo pictures could not be deleted from storage');
  return describeDemo(rows);
}

// ---- First-run setup ----

export async function setupState(deps: ReadDeps): Promise<SetupState> {
  const { launch } = (await siteSettings(deps)).values;
  return { status: launch.setup, step: launch.setupStep };
}

export async function saveSetupState(deps: WriteDeps, input: SetupState, userId: string): Promise<SetupState> {
  await saveSettings(deps, 'launch', { setup: input.status, setupStep: input.step }, userId);
  return setupState(deps);
}
