import { imageSrcSet } from '@hillnest/domain';
import { Mountain } from 'lucide-react';
import { useState } from 'react';
import { imageLoading, type ImagePriority } from './imageLoading';

export interface HotelImageProps {
  url: string | undefined;
  alt: string;
  /** The sizes attribute: how wide the image shows, so the browser picks the thumbnail when it can. */
  sizes: string;
  width?: number;
  height?: number;
  priority?: ImagePriority;
  className?: string;
}

/** A stored property image with its responsive srcset; a placeholder when it is missing or fails. */
export function HotelImage({ url, alt, sizes, width = 480, height = 320, priority = 'lazy', className = '' }: HotelImageProps) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center bg-gradient-to-br from-brand-100 to-slate-200 ${className}`}
      >
        <Mountain aria-hidden="true" className="size-10 text-brand-700/40" />
      </div>
    );
  }
  return (
    <img
      src={url}
      srcSet={imageSrcSet(url)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      {...imageLoading(priority)}
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
