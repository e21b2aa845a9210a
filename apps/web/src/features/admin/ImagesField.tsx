import { LIMITS, thumbnailUrl } from '@hillnest/domain';
import { X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FieldError } from './FormControls';

export interface ImagesFieldProps {
  imageUrls: string[];
  imageFiles: File[];
  onImageUrlsChange(urls: string[]): void;
  onImageFilesChange(files: File[]): void;
  error?: string;
}

/** Previews of files not uploaded yet; their object URLs are released when the files change. */
function useObjectUrls(files: File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

function Thumb({ src, alt, onRemove, removeLabel }: { src: string; alt: string; onRemove(): void; removeLabel: string }) {
  return (
    <li className="relative">
      <img src={src} alt={alt} width={160} height={120} className="aspect-[4/3] w-40 rounded-lg object-cover" />
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-red-700 shadow hover:bg-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/**
 * The property's images: the ones it has (removable) and new files (several at once, added to the
 * list). 1 to 6 in total; the browser offers only images, the server checks the bytes.
 */
export function ImagesField({ imageUrls, imageFiles, onImageUrlsChange, onImageFilesChange, error }: ImagesFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = useObjectUrls(imageFiles);
  const total = imageUrls.length + imageFiles.length;

  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">Images</legend>
      <p className="text-sm text-slate-700">
        {total} of {LIMITS.maxImagesPerHotel} images. JPEG, PNG, WebP, GIF or AVIF, up to 5 MB each.
      </p>
      {total > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3">
          {imageUrls.map((url, index) => (
            <Thumb
              key={url}
              src={thumbnailUrl(url)}
              alt={`Current image ${index + 1}`}
              removeLabel={`Remove current image ${index + 1}`}
              onRemove={() => onImageUrlsChange(imageUrls.filter((u) => u !== url))}
            />
          ))}
          {imageFiles.map((file, index) => (
            <Thumb
              key={`${file.name}-${index}`}
              src={previews[index]!}
              alt={`New image ${file.name}`}
              removeLabel={`Remove new image ${file.name}`}
              onRemove={() => onImageFilesChange(imageFiles.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-slate-800">
        Add images
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          if (chosen.length) onImageFilesChange([...imageFiles, ...chosen]);
          // Let the same file be chosen again after removing it.
          event.target.value = '';
        }}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-4 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
      />
      <FieldError message={error} />
    </fieldset>
  );
}
