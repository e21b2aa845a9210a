import { type DemoCatalogue, GO_LIVE_TEXTS, plural } from '@hillnest/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Loading } from '../../components/Loading';
import { SettingsLayout } from './SettingsLayout';
import { useGoLiveStatus, useRemoveDemoCatalogue, useSwitchMode } from './goLiveApi';

/** Everything removing the demo catalogue takes away, as the confirmation lists it. */
export function DemoContents({ demo }: { demo: DemoCatalogue }) {
  const rows: [string, string[] | string][] = [
    ['Properties', demo.properties],
    ['Photos', demo.photos > 0 ? plural(demo.photos, 'photo') : []],
    ['Destinations', demo.destinations],
    ['Blogs', demo.blogs],
    ['Coupons', demo.coupons],
    ['Home page slides', demo.slides > 0 ? plural(demo.slides, 'slide') : []],
  ];
  return (
    <dl className="space-y-2 text-sm">
      {rows
        .filter(([, value]) => value.length > 0)
        .map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd>{Array.isArray(value) ? value.join(', ') : value}</dd>
          </div>
        ))}
      {demo.keptWithBookings.length > 0 && (
        <div>
          <dt className="font-semibold text-slate-900">Kept, as they have bookings (taken off the site)</dt>
          <dd>{demo.keptWithBookings.join(', ')}</dd>
        </div>
      )}
    </dl>
  );
}

export function isDemoLeft(demo: DemoCatalogue): boolean {
  return (
    demo.properties.length +
      demo.keptWithBookings.length +
      demo.destinations.length +
      demo.blogs.length +
      demo.coupons.length +
      demo.slides >
    0
  );
}

/** The demo catalogue's section: what is left, and one button (with a confirmation listing it all) to remove it. */
export function RemoveDemoCatalogue({ demo }: { demo: DemoCatalogue }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveDemoCatalogue();
  if (!isDemoLeft(demo)) return <p className="text-slate-700">No demo data is left on the site.</p>;
  return (
    <>
      <p className="mb-3 text-slate-700">The demo properties, pictures, blogs, coupons and slides the site started with.</p>
      <Button variant="secondary" disabled={remove.isPending} onClick={() => setAsking(true)}>
        Remove the demo catalogue
      </Button>
      {asking && (
        <ConfirmDialog
          title="Remove the demo catalogue?"
          confirmLabel="Remove"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            remove.mutate();
          }}
        >
          <p className="mb-3">This removes, for good:</p>
          <DemoContents demo={demo} />
          <p className="mt-3">Bookings are never deleted.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** /settings/go-live: the checklist SITE_MODE=live checks, going live when it all passes, back to test mode in one click. */
export function GoLivePage() {
  const { data } = useGoLiveStatus();
  const switchMode = useSwitchMode();
  return (
    <SettingsLayout title="Settings" intro="Every check a live site must pass. Fix what fails, then go live.">
      {!data ? (
        <Loading />
      ) : (
        <div className="space-y-8">
          <section aria-labelledby="go-live-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="go-live-heading" className="text-xl font-semibold text-slate-900">
              Go live
            </h2>
            <p className="mt-1 text-slate-700">{data.mode === 'live' ? GO_LIVE_TEXTS.live : GO_LIVE_TEXTS.test}</p>
            <ul aria-label="Go-live checklist" className="mt-4 divide-y divide-slate-200">
              {data.items.map((item) => (
                <li key={item.id} id={item.id === 'secureCookies' ? 'secure-cookies' : undefined} className="flex gap-3 py-3">
                  <span aria-hidden="true" className={item.ok ? 'text-green-700' : 'text-red-700'}>
                    {item.ok ? '✓' : '✗'}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">
                      {item.label}: <span className={item.ok ? 'text-green-800' : 'text-red-800'}>{item.ok ? 'Done' : 'To do'}</span>
                    </p>
                    <p className="text-sm text-slate-700">{item.detail}</p>
                  </div>
                  {!item.ok && (
                    <Link
                      to={item.fixPath}
                      aria-label={`Fix ${item.label.toLowerCase()}`}
                      className="self-center text-sm font-semibold text-brand-800 underline underline-offset-4"
                    >
                      Fix
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            {data.lockedByEnvironment ? (
              <p className="mt-4 text-sm text-slate-700">{GO_LIVE_TEXTS.locked}</p>
            ) : data.mode === 'live' ? (
              <Button className="mt-4" variant="secondary" disabled={switchMode.isPending} onClick={() => switchMode.mutate('demo')}>
                Switch back to test mode
              </Button>
            ) : (
              <Button className="mt-4" disabled={!data.ready || switchMode.isPending} onClick={() => switchMode.mutate('live')}>
                Go live
              </Button>
            )}
          </section>

          <section id="demo-data" aria-labelledby="demo-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="demo-heading" className="mb-2 text-xl font-semibold text-slate-900">
              Demo data
            </h2>
            <RemoveDemoCatalogue demo={data.demo} />
          </section>
        </div>
      )}
    </SettingsLayout>
  );
}
