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
