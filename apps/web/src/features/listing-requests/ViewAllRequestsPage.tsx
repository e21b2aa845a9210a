import type { ListingRequest } from '@hillnest/domain';
import { ExternalLink, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { Loading } from '../../components/Loading';
import { Pagination } from '../../components/Pagination';
import { adminDateTime } from '../../lib/adminTime';
import { useSiteConfig } from '../../lib/siteConfig';
import { usePageParam } from '../../lib/usePageParam';
import { useListingRequests } from './api';

/** /view-all-requests: listing requests, newest first, 20 a page, with mail and call links. */
export function ViewAllRequestsPage() {
  const [page, setPage] = usePageParam();
  const { data, isPending } = useListingRequests(page);
  // Times wait for the property's timezone, so they never show the browser's clock first.
  const timeZone = useSiteConfig().data?.propertyTimezone;
  const requests = data?.data ?? [];
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <AdminPageHeader title="List Property Requests" />
      {timeZone && <p className="mb-4 text-sm text-slate-600">Times in {timeZone}</p>}
      {isPending || !timeZone ? (
        <Loading />
      ) : requests.length === 0 ? (
        <p className="text-slate-700">No listing requests yet.</p>
      ) : (
        <ul className="space-y-5">
          {requests.map((request) => (
            <li key={request._id}>
              <RequestCard request={request} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
      <Pagination label="Listing request pages" page={page} pages={data?.pagination.pages ?? 0} onPageChange={setPage} />
    </section>
  );
}

const contactLink =
  'inline-flex items-center gap-1.5 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50';

function RequestCard({ request, timeZone }: { request: ListingRequest; timeZone: string }) {
  const name = `${request.firstName} ${request.lastName}`;
  return (
    <article aria-label={`Request for ${request.propertyName}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{request.propertyName}</h2>
          <p className="text-slate-700">
            {request.propertyType} · {request.propertyLocation}
          </p>
        </div>
        <p className="text-sm text-slate-600">
          Received <time dateTime={request.createdAt}>{adminDateTime(request.createdAt, timeZone)}</time>
        </p>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Detail term="From" value={name} />
        <Detail term="Rooms" value={request.rooms === null ? 'Not given' : String(request.rooms)} />
        <Detail term="Heard about us from" value={request.hearAbout} />
        {request.photosLink && (
          <Detail
            term="Photos or website"
            value={
              <a
                href={request.photosLink}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 text-brand-800 underline"
              >
                {request.photosLink}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            }
          />
        )}
      </dl>
      {request.propertyDescription && <p className="mt-3 whitespace-pre-line text-slate-800">{request.propertyDescription}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`mailto:${request.email}`} className={contactLink}>
          <Mail aria-hidden="true" className="size-4" />
          {request.email}
        </a>
        <a href={`tel:${request.mobile.replace(/[^\d+]/g, '')}`} className={contactLink} aria-label={`Call ${name} on ${request.mobile}`}>
          <Phone aria-hidden="true" className="size-4" />
          {request.mobile}
        </a>
      </div>
    </article>
  );
}

function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="font-medium text-slate-600">{term}:</dt>
      <dd className="break-all text-slate-900">{value}</dd>
    </div>
  );
}
