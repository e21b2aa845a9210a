import { bedsText, type Hotel, indianDigits, plural } from '@hillnest/domain';
import { featureIcon } from './featureIcons';

/** Facilities or amenities as a grid of icon and name, two columns on phones, more on wide screens. */
export function FeatureGrid({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const Icon = featureIcon(item);
          return (
            <li key={item} className="flex items-center gap-3 text-slate-800">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {item}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Rooms, beds, bathrooms, size and street address, as far as the owner gave them (docs/product/property-detail.md). */
export function PlaceDetails({ hotel }: { hotel: Hotel }) {
  const rows: [string, string][] = [
    ...(hotel.bedrooms !== null ? [['Bedrooms', plural(hotel.bedrooms, 'bedroom')] as [string, string]] : []),
    ...(hotel.beds.length > 0 ? [['Beds', bedsText(hotel.beds)] as [string, string]] : []),
    ...(hotel.bathrooms !== null ? [['Bathrooms', plural(hotel.bathrooms, 'bathroom')] as [string, string]] : []),
    ...(hotel.sizeSquareMetres !== null ? [['Size', `${indianDigits(hotel.sizeSquareMetres)} m²`] as [string, string]] : []),
    ...(hotel.streetAddress || hotel.postalCode
      ? [
          [
            'Address',
            [hotel.streetAddress, `${hotel.city} ${hotel.postalCode ?? ''}`.trim(), hotel.country].filter(Boolean).join(', '),
          ] as [string, string],
        ]
      : []),
  ];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="place-heading">
      <h2 id="place-heading" className="text-xl font-bold text-slate-900">
        The place
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-800">
        {rows.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
