import { Loading } from '../../components/Loading';
import { adminDateTime } from '../../lib/adminTime';
import { useSiteConfig } from '../../lib/siteConfig';
import { useSettingsActivity } from './api';
import { SettingsLayout } from './SettingsLayout';

/** /settings/activity: who changed which setting, and when (never the value). */
export function SettingsActivityPage() {
  const { data: entries, isPending } = useSettingsActivity();
  const timeZone = useSiteConfig().data?.propertyTimezone;
  return (
    <SettingsLayout title="Settings" intro="Every change to the settings: who made it, when, and which setting (never the value).">
      {isPending ? (
        <Loading />
      ) : !entries?.length ? (
        <p className="text-slate-700">No changes yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {entries.map((entry, index) => (
            <li key={`${entry.changedAt}-${entry.key}-${index}`} className="flex flex-wrap justify-between gap-2 px-4 py-3">
              <span className="font-medium text-slate-900">{entry.key}</span>
              <span className="text-sm text-slate-700">
                {entry.changedBy} · {adminDateTime(entry.changedAt, timeZone)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SettingsLayout>
  );
}
