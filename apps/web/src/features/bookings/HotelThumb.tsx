import { imageSrcSet } from '@hillnest/domain';

/** A property's first picture at card size (the 480 px thumbnail when the browser can use it). */
export function HotelThumb({ url, name, className = '', eager = false }: { url: string | undefined; name: string; className?: string; eager?: boolean }) {
  if (!url) return <div aria-hidden="true" className={`bg-slate-200 ${className}`} />;
  return (
    <img
      src={url}
      srcSet={imageSrcSet(url)}
      sizes="(min-width: 1024px) 400px, 100vw"
      alt={name}
      width={480}
      height={320}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`object-cover ${className}`}
    />
  );
}
