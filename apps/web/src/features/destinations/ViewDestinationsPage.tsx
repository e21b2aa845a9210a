import { imageSrcSet, plural } from '@hillnest/domain';
import { MapPin } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { AdminPageHeader, ButtonLink } from '../../components/AdminPageHeader';
import { DeleteButton } from '../../components/DeleteButton';
import { Loading } from '../../components/Loading';
import { TextField } from '../../components/TextField';
import { EditLink } from '../../components/EditLink';
import { useAdminDestinations, useDeleteDestination } from './api';

/** /view-destinations: every destination, searchable by name, marked when no property is there (guests do not see those), each with Edit and Delete. */
export function ViewDestinationsPage() {
  const { data: destinations = [], isPending } = useAdminDestinations();
  const { remove, isDeleting } = useDeleteDestination();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim().toLowerCase());
  const shown = term ? destinations.filter((d) => d.name.toLowerCase().includes(term)) : destinations;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <AdminPageHeader title="Review Destinations" actions={<ButtonLink to="/upload-destination">Upload Destination</ButtonLink>} />
      <TextField
        label="Search destinations"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="mb-6 max-w-md"
      />
      {isPending ? (
        <Loading />
      ) : shown.length === 0 ? (
        <p className="text-slate-700">{destinations.length === 0 ? 'No destinations yet.' : 'No destination matches your search.'}</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {shown.map((destination) => (
            <li key={destination._id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {destination.illustrationImageUrl ? (
                <img
                  src={destination.illustrationImageUrl}
                  srcSet={imageSrcSet(destination.illustrationImageUrl)}
                  sizes="(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw"
                  alt=""
                  width={480}
                  height={270}
                  loading="lazy"
                  className="aspect-video w-full object-cover"
                />
              ) : (
                <div className="flex aspect-video w-full items-center justify-center bg-brand-50">
                  <MapPin aria-hidden="true" className="size-10 text-brand-700" />
                </div>
              )}
              <div className="flex flex-1 flex-col gap-3 p-4">
                <div>
                  <h2 className="text-lg font-semibold text-slate-900">{destination.name}</h2>
                  {destination.propertyCount === 0 ? (
                    <p className="mt-1 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
                      No property: hidden from guests
                    </p>
                  ) : (
                    <p className="mt-1 text-sm text-slate-700">{plural(destination.propertyCount, 'property', 'properties')}</p>
                  )}
                </div>
                <div className="mt-auto flex flex-wrap justify-end gap-2">
                  <EditLink to={`/edit-destination/${destination._id}`} itemLabel={`destination ${destination.name}`} />
                  <DeleteButton
                    itemLabel={`destination ${destination.name}`}
                    pending={isDeleting(destination._id)}
                    onDelete={() => remove(destination._id)}
                    consequence="Guests no longer see it among the search bar's suggestions."
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
