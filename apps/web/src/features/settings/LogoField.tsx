import { thumbnailUrl } from '@hillnest/domain';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { useSiteConfig } from '../../lib/siteConfig';
import { useSaveLogo } from './api';

/**
 * The business's logo (Settings → Business): chosen, it is uploaded at once and tops the site's header
 * and the e-mails; removed, the business name shows in text again.
 */
export function LogoField() {
  const business = useSiteConfig().data?.business;
  const save = useSaveLogo();
  const inputId = useId();
  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-slate-900">
        Logo
      </h2>
      {business?.logoUrl ? (
        <div className="inline-block rounded-md bg-brand-800 p-3">
          <img src={thumbnailUrl(business.logoUrl)} alt={`Logo of ${business.name}`} className="h-10 w-auto max-w-48 object-contain" />
        </div>
      ) : (
        <p className="text-sm text-slate-600">No logo: the site’s header and e-mails show the business name in text.</p>
      )}
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {business?.logoUrl ? 'Replace the logo' : 'Upload a logo'}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          disabled={save.isPending}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-white"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) save.mutate(file);
          }}
        />
        <p className="mt-1 text-sm text-slate-600">PNG, JPEG, WebP or SVG; shown about 40 pixels high, on the site’s dark green.</p>
      </div>
      {business?.logoUrl && (
        <Button type="button" variant="secondary" disabled={save.isPending} onClick={() => save.mutate(null)}>
          Remove logo
        </Button>
      )}
    </section>
  );
}
