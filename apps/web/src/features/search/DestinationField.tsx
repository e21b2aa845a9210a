import { MapPin, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useDestinations } from '../destinations/api';
import { usePopup } from '../../components/usePopup';

export interface DestinationFieldProps {
  value: string;
  onChange(value: string): void;
  className?: string;
  inputClassName?: string;
}

/**
 * The destination box of docs/product/search.md, an ARIA combobox: clicking or typing opens suggestions filtered
 * case-insensitively by substring; choosing one sets it and closes the list; the clear button shows
 * only when there is text.
 */
export function DestinationField({ value, onChange, className = '', inputClassName = '' }: DestinationFieldProps) {
  const popup = usePopup<HTMLDivElement, HTMLInputElement>();
  const { data: destinations = [] } = useDestinations();
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputId = useId();

  const suggestions = useMemo(() => {
    const needle = value.trim().toLowerCase();
    return destinations.filter((d) => d.name.toLowerCase().includes(needle));
  }, [destinations, value]);
  const expanded = popup.open && suggestions.length > 0;

  const choose = (name: string) => {
    onChange(name);
    popup.close();
    setActive(-1);
  };

  return (
    <div ref={popup.rootRef} className={`relative flex items-center gap-2 ${className}`}>
      <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <label htmlFor={inputId} className="sr-only">
        Destination
      </label>
      <input
        ref={popup.triggerRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder="Where are you going?"
        value={value}
        onClick={() => popup.setOpen(true)}
        onChange={(event) => {
          onChange(event.target.value);
          popup.setOpen(true);
          setActive(-1);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            popup.setOpen(true);
            setActive((index) => Math.min(suggestions.length - 1, index + 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(0, index - 1));
          } else if (event.key === 'Enter' && expanded && active >= 0) {
            event.preventDefault();
            choose(suggestions[active]!.name);
          }
        }}
        className={`w-full min-w-0 bg-transparent pr-7 text-slate-900 placeholder:text-slate-600 ${inputClassName}`}
      />
      {value && (
        <button
          type="button"
          aria-label="Clear destination"
          onClick={() => {
            onChange('');
            popup.triggerRef.current?.focus();
          }}
          className="absolute top-1/2 right-1 -translate-y-1/2 rounded-full p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
      {expanded && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Destinations"
          className="absolute top-full left-0 z-40 mt-2 max-h-72 w-full min-w-60 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-slate-900 shadow-xl"
        >
          {suggestions.map((destination, index) => (
            <li
              key={destination._id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Pointer down would blur the input first; choosing on mousedown keeps the flow simple.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(destination.name)}
              className={`flex cursor-pointer items-center gap-2 px-4 py-2 ${index === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
            >
              <MapPin aria-hidden="true" className="size-4 text-slate-500" />
              {destination.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
