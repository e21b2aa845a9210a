import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { notify } from '../../components/notify';
import { errorMessage } from '../../lib/api';
import { useRegenerateExportUrl } from './api';

/** The property's own feed: the address other platforms import, and a way to cut off the old one. */
export function ExportSection({ hotelId, icalExportUrl }: { hotelId: string; icalExportUrl: string }) {
  const inputId = useId();
  const regenerate = useRegenerateExportUrl(hotelId);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(icalExportUrl);
      setCopied(true);
      notify.success('Address copied');
    } catch {
      notify.error('Could not copy: select the address and copy it');
    }
  };
  const onRegenerate = () => {
    if (
      !window.confirm('Make a new address? Platforms using the current one stop receiving this calendar until you give them the new one.')
    )
      return;
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setCopied(false);
        notify.success('New export address made');
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  return (
    <section aria-labelledby="export-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="export-heading" className="text-xl font-semibold text-slate-900">
        Export to other platforms
      </h2>
      <p className="text-slate-700">
        Give this address to Airbnb, Booking.com and the other sites this property is listed on (their &lsquo;import calendar&rsquo;
        setting): they then close the nights booked, held or blocked here. It lists dates only, never guests&rsquo; names or contacts. Keep
        it private.
      </p>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Export address
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          readOnly
          value={icalExportUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="secondary" onClick={onRegenerate} disabled={regenerate.isPending}>
          {regenerate.isPending ? 'Regenerating...' : 'Regenerate address'}
        </Button>
      </div>
    </section>
  );
}
