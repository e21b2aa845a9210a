/** The app-wide loading state (docs/product/frame.md: loading states show 'Loading...'). */
export function Loading({ className = '' }: { className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-16 text-slate-700 ${className}`}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700 motion-reduce:animate-none"
      />
      <span>Loading...</span>
    </div>
  );
}
