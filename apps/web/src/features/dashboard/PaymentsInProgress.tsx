import { formatStayRange } from '@hillnest/domain';
import { DeleteButton } from '../../components/DeleteButton';
import { Loading } from '../../components/Loading';
import { useHolds, useReleaseHold } from './api';

const expiresAt = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The dashboard's "Payments in progress": stays held while a guest pays (docs/product/admin.md). The
 * owner can release one a stranger keeps renewing; its nights are free at once.
 */
export function PaymentsInProgress() {
  const holds = useHolds();
  const { remove, isDeleting } = useReleaseHold();
  return (
    <section aria-labelledby="dashboard-holds" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="dashboard-holds" className="mb-1 text-lg font-semibold text-slate-900">
        Payments in progress
      </h3>
      <p className="mb-3 text-sm text-slate-700">Stays held while the guest pays. Each is released by itself when it expires.</p>
      {holds.error ? (
        <p role="alert" className="text-red-800">
          Could not load the payments in progress: {holds.error.message}
        </p>
      ) : !holds.data ? (
        <Loading />
      ) : holds.data.length === 0 ? (
        <p className="text-slate-700">No payments in progress.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {holds.data.map((hold) => {
            const guest = `${hold.firstName} ${hold.lastName}`;
            return (
              <li key={hold._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0 text-sm text-slate-700">
                  <p className="font-semibold text-slate-900">{hold.hotelName}</p>
                  <p>{formatStayRange(hold.checkIn, hold.checkOut)}</p>
                  <p className="break-all">
                    {guest} · {hold.email}
                  </p>
                  <p>Expires {expiresAt(hold.holdExpiresAt)}</p>
                </div>
                <DeleteButton
                  verb="Release"
                  itemLabel={`the hold of ${guest} at ${hold.hotelName}`}
                  pending={isDeleting(hold._id)}
                  onDelete={() => remove(hold._id)}
                  consequence="Its nights become free for other guests at once. If the guest still pays, the stay is booked only if the nights are still free; otherwise the payment is marked for refund."
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
