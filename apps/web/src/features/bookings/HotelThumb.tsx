import { imageSrcSet } from '@hillnest/domain';
import { imageLoading, type ImagePriority } from '../../components/imageLoading';

/** A property's first picture at card size (the 480 px thumbnail when the browser can use it). */
export function HotelThumb({
  url,
  name,
  className = '',
  priority = 'lazy',
}: {
  url: string | undefined;
  name: string;
  className?: string;
  priority?: ImagePriority;
}) {
  if (!url) return <div aria-hidden="true" className={`bg-slate-200 ${className}`} />;
  return (
    <img
      src={url}
      srcSet={imageSrcSet(url)}
      sizes="(min-width: 1024px) 400px, 100vw"
      alt={name}
      width={480}
      height={320}
      {...imageLoading(priority)}
      className={`object-cover ${className}`}
    />
  );
}
