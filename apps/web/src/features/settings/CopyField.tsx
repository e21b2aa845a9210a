import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { notify } from '../../components/notify';

/** A read-only address with a Copy button (the webhook address to paste into Razorpay's dashboard). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify.success('Address copied');
    } catch {
      notify.error('Could not copy: select the address and copy it');
    }
  };
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={inputId}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
