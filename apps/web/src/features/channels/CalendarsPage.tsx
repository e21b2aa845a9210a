import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { PageTitle } from '../../components/PageTitle';
import { ApiError } from '../../lib/api';
import { useMyHotel } from '../admin/api';
import { ExportSection } from './ExportSection';
import { ImportedCalendars } from './ImportedCalendars';
import { OwnerCalendar } from './OwnerCalendar';

/**
 * /property-calendars/{hotelId} (issue 18): one calendar across this site and the other platforms.
 * The export address for them, their calendars imported here, and the nights the owner blocks.
 */
export function CalendarsPage() {
  const { hotelId = '' } = useParams();
  const hotel = useMyHotel(hotelId);
  const title = hotel.data ? `Calendars: ${hotel.data.name}` : 'Calendars';
  return (
    <section className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      <PageTitle title={title} />
      <div>
        <Link
          to={`/edit-hotel/${encodeURIComponent(hotelId)}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the property
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">{title}</h1>
      </div>
      {hotel.isPending && <Loading />}
      {hotel.isError && (
        <p role="alert" className="text-red-700">
          {hotel.error instanceof ApiError && hotel.error.status === 404
            ? 'This property does not exist or was deleted.'
            : 'Error fetching the property'}
        </p>
      )}
      {hotel.data && (
        <>
          <OwnerCalendar hotelId={hotel.data._id} />
          <ImportedCalendars hotelId={hotel.data._id} />
          <ExportSection hotelId={hotel.data._id} icalExportUrl={hotel.data.icalExportUrl} />
        </>
      )}
    </section>
  );
}
