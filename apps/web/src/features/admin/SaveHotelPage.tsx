import type { HotelFormValues } from '@hillnest/domain';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { ApiError, errorMessage } from '../../lib/api';
import { useMyHotel, useSaveHotel } from './api';
import { HotelForm } from './HotelForm';
import { ArrivalSection } from './ArrivalSection';
import { ExtrasSection } from './ExtrasSection';
import { RatesSection } from './RatesSection';
import { emptyHotelFields, hotelToFields, toHotelFormData, type HotelFormFields } from './hotelFormData';
import { PageTitle } from '../../components/PageTitle';
import { PROPERTIES_PATH } from './PropertiesPage';

function Page({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageTitle title={title} />
      <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Link>
      <h1 className="mt-4 mb-6 text-3xl font-bold text-slate-900">{title}</h1>
      {children}
    </section>
  );
}

function SaveForm({ hotelId, defaultValues }: { hotelId?: string; defaultValues: HotelFormFields }) {
  const navigate = useNavigate();
  const save = useSaveHotel(hotelId, () => {
    notify.success('Hotel Saved!');
    void navigate(PROPERTIES_PATH);
  });
  const onSave = (values: HotelFormValues) =>
    save.mutate(toHotelFormData(values, hotelId), {
      onError: (error) => {
        console.error(hotelId ? 'Failed to update Hotel' : 'Failed to add hotel', error);
        notify.error('Error Saving Hotel');
      },
    });
  return (
    <HotelForm
      defaultValues={defaultValues}
      saving={save.isPending}
      saveError={save.isError ? errorMessage(save.error) : undefined}
      onSave={onSave}
    />
  );
}

/** /add-property: the hotel form for a new property, with Back to / (docs/product/admin.md). */
export function AddPropertyPage() {
  return (
    <Page title="Add Hotel" back="/">
      <SaveForm defaultValues={emptyHotelFields()} />
    </Page>
  );
}

/** /edit-hotel/{hotelId}: the same form filled with the property, with Back to the property list (/admin/properties). */
export function EditHotelPage() {
  const { hotelId } = useParams();
  const hotel = useMyHotel(hotelId);
  return (
    <Page title="Edit Hotel" back={PROPERTIES_PATH}>
      {hotel.isPending && <Loading />}
      {hotel.isError && (
        <p role="alert" className="text-red-700">
          {hotel.error instanceof ApiError && hotel.error.status === 404
            ? 'This property does not exist or was deleted.'
            : 'Error fetching Hotels'}
        </p>
      )}
      {hotel.data && (
        <p className="mb-6">
          <Link to={`/property-calendars/${hotel.data._id}`} className="font-semibold text-brand-800 underline underline-offset-4">
            Calendars and availability
          </Link>{' '}
          <span className="text-slate-700">: block nights, and sync with Airbnb, Booking.com and the other platforms.</span>
        </p>
      )}
      {/* Keyed by the property so a fresh form starts from its saved values. */}
      {hotel.data && <SaveForm key={hotel.data.updatedAt} hotelId={hotel.data._id} defaultValues={hotelToFields(hotel.data)} />}
      {hotel.data && <RatesSection key={`rates ${hotel.data.updatedAt}`} hotel={hotel.data} />}
      {hotel.data && <ExtrasSection hotelId={hotel.data._id} />}
      {hotel.data && <ArrivalSection hotelId={hotel.data._id} />}
    </Page>
  );
}
