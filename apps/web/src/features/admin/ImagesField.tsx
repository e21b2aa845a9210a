import { LIMITS, thumbnailUrl, type PhotoText } from '@hillnest/domain';
import { ArrowLeft, ArrowRight, Star, X, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { TextField } from '../../components/TextField';
import { FieldError } from './FormControls';

/** One image of the property in the form: a URL it already has, or a file not uploaded yet. */
export type ImageItem = string | File;

export interface ImagesFieldProps {
  /** In the order they will be saved: the first is the cover. */
  images: ImageItem[];
  /** Each image's caption and alt text, in the same order. */
  texts: PhotoText[];
  /** The images and their texts after a change: a move or a removal takes the texts along. */
  onImagesChange(images: ImageItem[], texts: PhotoText[]): void;
  /** Settings → Site "Photos per property". */
  limit?: number;
  error?: string;
  /** Each image's caption and alt text messages, in the same order. */
  textErrors?: ({ caption?: { message?: string }; alt?: { message?: string } } | undefined)[];
}

const NO_TEXT: PhotoText = { caption: '', alt: '' };

/** Previews of files not uploaded yet; their object URLs are released when the files change. */
function useObjectUrls(files: File[]): Map<File, string> {
  const urls = useMemo(() => new Map(files.map((file) => [file, URL.createObjectURL(file)])), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/** Moves the item at `from` to `to`, shifting the ones between. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Stable keys for File objects (two files may share a name). */
const fileKeys = new WeakMap<File, string>();
let nextFileKey = 0;
function keyOf(item: ImageItem): string {
  if (typeof item === 'string') return item;
  let key = fileKeys.get(item);
  if (!key) fileKeys.set(item, (key = `file-${nextFileKey++}`));
  return key;
}

type Action = 'earlier' | 'later' | 'cover';

/** Each picture's move buttons, in the order they stand: where each takes the picture at `index`. */
const MOVES: { action: Action; label: (name: string) => string; title: string; Icon: LucideIcon; to: (index: number) => number }[] = [
  { action: 'earlier', label: (name) => `Move ${name} earlier`, title: 'Move earlier', Icon: ArrowLeft, to: (index) => index - 1 },
  { action: 'cover', label: (name) => `Make ${name} the cover`, title: 'Make cover', Icon: Star, to: () => 0 },
  { action: 'later', label: (name) => `Move ${name} later`, title: 'Move later', Icon: ArrowRight, to: (index) => index + 1 },
];

const iconButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The property's images: the ones it has and new files (several at once, added at the end), 1 to the
 * owner's limit in total. The order is the one saved, the first being the cover: drag a picture onto another's
 * place, or use its Move earlier / Move later / Make cover buttons (the keyboard's way). Beside each,
 * its caption and alt text. The browser offers only images; the server checks the bytes.
 */
export function ImagesField({ images, texts, onImagesChange, limit = LIMITS.defaultImagesPerHotel, error, textErrors }: ImagesFieldProps) {
  const inputId = useId();
  const files = useMemo(() => images.filter((item): item is File => typeof item !== 'string'), [images]);
  const previews = useObjectUrls(files);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // After a move, focus returns to the moved picture's button (the list re-renders it elsewhere).
  const [refocus, setRefocus] = useState<{ key: string; action: Action } | null>(null);
  useLayoutEffect(() => {
    if (!refocus) return;
    const order: Action[] = refocus.action === 'earlier' ? ['earlier', 'later'] : ['later', 'earlier'];
    for (const action of [refocus.action, ...order]) {
      const button = buttons.current.get(`${refocus.key} ${action}`);
      if (button && !button.disabled) {
        button.focus();
        break;
      }
    }
    setRefocus(null);
  }, [refocus]);

  // Texts always as many as the images (a form filled before texts existed has none).
  const textsOf = () => images.map((_, index) => texts[index] ?? NO_TEXT);
  const setText = (index: number, change: Partial<PhotoText>) =>
    onImagesChange(
      images,
      textsOf().map((text, i) => (i === index ? { ...text, ...change } : text)),
    );
  const nameOf = (item: ImageItem) => {
    if (typeof item !== 'string') return `new image ${item.name}`;
    return `current image ${images.filter((i) => typeof i === 'string').indexOf(item) + 1}`;
  };
  const canMove = (from: number, to: number) => to >= 0 && to < images.length && from !== to;
  const move = (from: number, to: number, action?: Action) => {
    if (!canMove(from, to)) return;
    const item = images[from]!;
    const next = moved(images, from, to);
    onImagesChange(next, moved(textsOf(), from, to));
    setAnnouncement(to === 0 ? 'Now the cover photo.' : `Moved to place ${to + 1} of ${next.length}.`);
    if (action) setRefocus({ key: keyOf(item), action });
  };
  const setButton = (key: string, action: Action) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${key} ${action}`, element);
    else buttons.current.delete(`${key} ${action}`);
  };

  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">Images</legend>
      <p className="text-sm text-slate-700">
        {images.length} of {limit} images. JPEG, PNG, WebP, GIF or AVIF, up to 5 MB each. The first is the cover photo: drag the pictures,
        or use their buttons, to change the order.
      </p>
      <p className="mt-1 text-sm text-slate-700">
        A caption is shown under the photo on the property page; alt text says what it shows to guests who cannot see it.
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {images.length > 0 && (
        <ol aria-label="Image order" className="mt-3 grid gap-3 md:grid-cols-2">
          {images.map((item, index) => {
            const key = keyOf(item);
            const name = nameOf(item);
            const label = name[0]!.toUpperCase() + name.slice(1);
            const src = typeof item === 'string' ? thumbnailUrl(item) : previews.get(item);
            return (
              <li
                key={key}
                aria-label={`${label}, place ${index + 1} of ${images.length}${index === 0 ? ', cover photo' : ''}`}
                onDragOver={(event: DragEvent<HTMLLIElement>) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                }}
                onDrop={(event: DragEvent<HTMLLIElement>) => {
                  event.preventDefault();
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                className={`flex gap-3 rounded-lg border bg-white p-2 ${dragged === index ? 'border-brand-700 opacity-60' : 'border-slate-200'}`}
              >
                <div className="w-36 shrink-0">
                  {/* Only the picture drags: text in the fields beside it stays selectable. */}
                  <div
                    draggable
                    onDragStart={(event: DragEvent<HTMLDivElement>) => {
                      setDragged(index);
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', key);
                    }}
                    onDragEnd={() => setDragged(null)}
                    className="relative cursor-grab"
                  >
                    {src && (
                      <img
                        src={src}
                        alt={label}
                        width={160}
                        height={120}
                        className="aspect-[4/3] w-full rounded-md object-cover"
                        draggable={false}
                      />
                    )}
                    {index === 0 && (
                      <span className="absolute bottom-1 left-1 rounded bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">
                        Cover
                      </span>
                    )}
                    <button
                      type="button"
                      aria-label={`Remove ${name}`}
                      onClick={() =>
                        onImagesChange(
                          images.filter((_, i) => i !== index),
                          textsOf().filter((_, i) => i !== index),
                        )
                      }
                      className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-red-700 shadow hover:bg-white"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                  <div className="mt-1 flex justify-between gap-1">
                    {MOVES.map(({ action, label, title, Icon, to }) => (
                      <button
                        key={action}
                        ref={setButton(key, action)}
                        type="button"
                        aria-label={label(name)}
                        title={title}
                        disabled={!canMove(index, to(index))}
                        onClick={() => move(index, to(index), action)}
                        className={iconButton}
                      >
                        <Icon aria-hidden="true" className="size-4" />
                      </button>
                    ))}
                  </div>
                </div>
                <div className="min-w-0 flex-1 space-y-2">
                  <TextField
                    label="Caption"
                    aria-label={`Caption of ${name}`}
                    value={texts[index]?.caption ?? ''}
                    error={textErrors?.[index]?.caption?.message}
                    onChange={(event) => setText(index, { caption: event.currentTarget.value })}
                  />
                  <TextField
                    label="Alt text"
                    aria-label={`Alt text of ${name}`}
                    value={texts[index]?.alt ?? ''}
                    error={textErrors?.[index]?.alt?.message}
                    onChange={(event) => setText(index, { alt: event.currentTarget.value })}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-slate-800">
        Add images
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          if (chosen.length) onImagesChange([...images, ...chosen], [...textsOf(), ...chosen.map(() => NO_TEXT)]);
          // Let the same file be chosen again after removing it.
          event.target.value = '';
        }}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-4 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
      />
      <FieldError message={error} />
    </fieldset>
  );
}
