import { ADMIN_BOOKING_STATUS_LABELS, STAY_STATUS_LABELS, type AdminBookingStatus, type StayStatus } from '@hillnest/domain';

const STATUS_STYLES: Record<AdminBookingStatus, string> = {
  upcoming: 'bg-sky-100 text-sky-900',
  'in-house': 'bg-emerald-100 text-emerald-900',
  past: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-900',
  'refund-needed': 'bg-amber-100 text-amber-900',
};

export function StatusBadge({ status }: { status: AdminBookingStatus }) {
  return (
    <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[status]}`}>{ADMIN_BOOKING_STATUS_LABELS[status]}</span>
  );
}

const STAY_STYLES: Record<StayStatus, string> = {
  arrived: 'bg-emerald-100 text-emerald-900',
  departed: 'bg-slate-200 text-slate-800',
  'no-show': 'bg-amber-100 text-amber-900',
};

/** Arrived, departed or no-show, as marked at the desk; nothing until then. */
export function StayBadge({ status }: { status: StayStatus | null }) {
  if (!status) return null;
  return <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STAY_STYLES[status]}`}>{STAY_STATUS_LABELS[status]}</span>;
}
