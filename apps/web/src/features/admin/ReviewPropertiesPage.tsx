import { Link } from 'react-router';
import { FACILITIES, HOTEL_TYPES, type HotelSummary, PAGE_SIZES, plural } from '@hillnest/domain';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { DeleteButton } from '../../components/DeleteButton';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { Pagination } from '../../components/Pagination';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useDeleteHotel, useMyHotels } from './api';
import { PropertyCard } from './PropertyCard';
import { useDebounced } from '../../lib/useDebounced';
import { PageTitle } from '../../components/PageTitle';

function DeleteHotelButton({ hotel }: { hotel: HotelSummary }) {
  const remove = useDeleteHotel();
  return (
    <DeleteButton
      itemLabel={hotel.name}
      pending={remove.isPending}
      consequence="It will no longer be shown or bookable. Its bookings are kept."
      onDelete={() =>
        remove.mutate(hotel._id, {
          onError: (error) => {
            console.error('Failed to delete hotel', error);
            notify.error('Failed to delete hotel');
          },
        })
      }
    />
  );
}

/** /review-properties (docs/product/admin.md): search by name, type filter, facility checkboxes, 12 a page, Delete, Add New, Refresh Now. */
export function ReviewPropertiesPage() {
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [facilities, setFacilities] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const settledName = useDebounced(name.trim());
  const filtersKey = JSON.stringify([settledName, type, facilities]);
  const [lastFilters, setLastFilters] = useState(filtersKey);
  // New filters start at their first page.
  if (filtersKey !== lastFilters) {
    setLastFilters(filtersKey);
    setPage(1);
  }
  const hotels = useMyHotels({ name: settledName, type, facilities, page, pageSize: PAGE_SIZES.reviewProperties });
  const data = hotels.data;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageTitle title="Review Properties" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Review Properties</h1>
        <div className="flex gap-2">
          <Link to="/add-property" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Add New
          </Link>
          <Button variant="secondary" onClick={() => void hotels.refetch()} disabled={hotels.isFetching}>
            <RefreshCw aria-hidden="true" className={`mr-2 size-4 ${hotels.isFetching ? 'animate-spin' : ''}`} />
            Refresh Now
          </Button>
        </div>
      </div>

      <div className="mt-6 grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-[1fr_1fr]">
        <TextField label="Search by name" type="search" value={name} onChange={(event) => setName(event.target.value)} />
        <SelectField label="Type" placeholder="All" options={HOTEL_TYPES} value={type} onChange={(event) => setType(event.target.value)} />
        <fieldset className="md:col-span-2">
          <legend className="text-sm font-medium text-slate-800">Facilities</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {FACILITIES.map((facility) => (
              <label key={facility} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-brand-700"
                  checked={facilities.includes(facility)}
                  onChange={(event) =>
                    setFacilities((list) => (event.target.checked ? [...list, facility] : list.filter((f) => f !== facility)))
                  }
                />
                {facility}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <div className="mt-6">
        {hotels.isPending && <Loading />}
        {hotels.isError && (
          <p role="alert" className="text-red-700">
            Error fetching hotels
          </p>
        )}
        {data && (
          <p aria-live="polite" className="mb-3 text-slate-700">
            {plural(data.pagination.total, 'property', 'properties')}
          </p>
        )}
        {data && data.data.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.data.map((hotel) => (
              <li key={hotel._id} className="flex">
                <PropertyCard
                  hotel={hotel}
                  showImage
                  actions={
                    <>
                      <Link
                        to={`/edit-hotel/${hotel._id}`}
                        className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
                      >
                        Edit <span className="sr-only">{hotel.name}</span>
                      </Link>
                      <DeleteHotelButton hotel={hotel} />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {data && <Pagination page={page} pages={data.pagination.pages} onPageChange={setPage} label="Review Properties pages" />}
      </div>
    </section>
  );
}
