/** A search result's shape while results load: same grid and sizes as SearchResultCard, so nothing moves when they arrive. */
export function ResultPlaceholder({ withTotal = false }: { withTotal?: boolean }) {
  const bar = 'rounded bg-slate-200';
  return (
    <div
      aria-hidden="true"
      className="grid animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="aspect-[3/2] size-full bg-slate-200 sm:aspect-auto sm:min-h-56" />
      <div className="flex flex-col gap-2 p-4">
        <div className={`h-5 w-32 ${bar}`} />
        <div className={`h-7 w-3/4 ${bar}`} />
        <div className={`h-5 w-1/2 ${bar}`} />
        <div className={`h-5 w-full ${bar}`} />
        <div className={`h-5 w-5/6 ${bar}`} />
        <div className="flex gap-1.5">
          <div className="h-6 w-24 rounded-full bg-slate-200" />
          <div className="h-6 w-20 rounded-full bg-slate-200" />
          <div className="h-6 w-28 rounded-full bg-slate-200" />
        </div>
        <div className="mt-auto flex items-end justify-between pt-2">
          <div className="space-y-1">
            <div className={`h-7 w-36 ${bar}`} />
            {/* A search with dates shows the stay's total under the price. */}
            {withTotal && <div className={`h-5 w-40 ${bar}`} />}
          </div>
          <div className="h-9 w-28 rounded-md bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
