import { Link } from 'react-router';
import { PAGE_SIZES } from '@hillnest/domain';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Loading } from '../../components/Loading';
import { Pagination } from '../../components/Pagination';
import { useMyHotels } from './api';
import { PropertyCard } from './PropertyCard';
import { useDebounced } from '../../lib/useDebounced';

/** My Properties (docs/product/admin.md /admin): search by name, city, country, type or id; 5 a page; Edit; View All. */
export function MyProperties() {
  const searchId = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const [page, setPage] = useState(1);
  const [lastSearch, setLastSearch] = useState(search);
  // A new search starts at its first page.
  if (search !== lastSearch) {
    setLastSearch(search);
    setPage(1);
  }
  const hotels = useMyHotels({ search, page, pageSize: PAGE_SIZES.adminMyProperties });
  const data = hotels.data;

  return (
    <section aria-labelledby="my-properties-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-properties-heading" className="text-3xl font-bold text-slate-900">
          My Properties
        </h1>
        <Link
          to="/review-properties"
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          View All
        </Link>
      </div>
      <div className="relative max-w-md">
        <label htmlFor={searchId} className="sr-only">
          Search by name, city, country, type or id
        </label>
        <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by name, city, country, type or id"
          className="w-full rounded-md border border-slate-400 py-2 pr-3 pl-9 text-slate-900 placeholder:text-slate-600"
        />
      </div>
      {hotels.isPending && <Loading />}
      {hotels.isError && (
        <p role="alert" className="text-red-700">
          Error fetching hotels
        </p>
      )}
      {data && data.data.length === 0 && (
        <p className="text-slate-700">{search ? 'No properties match your search.' : 'No properties yet.'}</p>
      )}
      {data && data.data.length > 0 && (
        <ul aria-busy={hotels.isFetching} className="space-y-4">
          {data.data.map((hotel) => (
            <li key={hotel._id}>
              <PropertyCard
                hotel={hotel}
                actions={
                  <>
                    <Link
                      to={`/property-calendars/${hotel._id}`}
                      className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                    >
                      Calendars <span className="sr-only">of {hotel.name}</span>
                    </Link>
                    <Link
                      to={`/edit-hotel/${hotel._id}`}
                      className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                    >
                      Edit <span className="sr-only">{hotel.name}</span>
                    </Link>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          page={page}
          pages={data.pagination.pages}
          onPageChange={setPage}
          marginPagesDisplayed={2}
          pageRangeDisplayed={5}
          label="My Properties pages"
        />
      )}
    </section>
  );
}
