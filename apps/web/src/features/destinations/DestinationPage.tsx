import { coordinatesOf, mapEmbedUrlAround, type Coordinates } from '@hillnest/domain';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/NotFoundPage';
import { Accordion } from '../../components/Accordion';
import { Loading } from '../../components/Loading';
import { MapFrame } from '../../components/MapFrame';
import { PageTitle } from '../../components/PageTitle';
import { ApiError } from '../../lib/api';
import { SearchResultCard } from '../search/SearchResultCard';
import { useDestinationPage } from './api';

/**
 * /destinations/{slug}: "Holiday apartments in {name}", the owner's introduction, the properties a
 * search for the destination finds with their prices, a map of them when they have coordinates, and
 * the destination's questions and answers (docs/product/found-and-shared.md).
 */
export function DestinationPage() {
  const { slug = '' } = useParams();
  const { data: page, error, isPending } = useDestinationPage(slug);
  if (isPending) return <Loading />;
  if (!page) return error instanceof ApiError && error.status === 404 ? <NotFoundPage /> : <Loading />;
  const heading = `Holiday apartments in ${page.name}`;
  const places = page.properties.map(coordinatesOf).filter((place): place is Coordinates => place !== null);
  const map = mapEmbedUrlAround(places);
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <PageTitle title={heading} />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{heading}</h1>
      {page.introduction && (
        <div className="mt-4 max-w-3xl space-y-3 text-lg leading-relaxed text-slate-700">
          {page.introduction.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      <section aria-labelledby="destination-properties" className="mt-8">
        <h2 id="destination-properties" className="text-2xl font-bold text-slate-900">
          Places to stay
        </h2>
        <div className="mt-4 grid gap-4">
          {page.properties.map((hotel, index) => (
            <SearchResultCard key={hotel._id} hotel={hotel} imagePriority={index === 0 ? 'lead' : index < 3 ? 'eager' : 'lazy'} />
          ))}
        </div>
      </section>
      {map && (
        <section aria-labelledby="destination-map" className="mt-8">
          <h2 id="destination-map" className="text-2xl font-bold text-slate-900">
            On the map
          </h2>
          <div className="mt-3">
            <MapFrame src={map} title={`Map of holiday apartments in ${page.name}`} />
          </div>
        </section>
      )}
      {page.questions.length > 0 && (
        <section aria-labelledby="destination-questions" className="mt-8 max-w-3xl">
          <h2 id="destination-questions" className="mb-3 text-2xl font-bold text-slate-900">
            Questions and answers
          </h2>
          <Accordion items={page.questions} />
        </section>
      )}
    </article>
  );
}
