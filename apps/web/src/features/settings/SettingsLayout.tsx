import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { SETTINGS_PAGES } from './settingsPages';

/** The Settings section's frame: its title, one tab per page, the page. */
export function SettingsLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <AdminPageHeader title={title} />
      <nav aria-label="Settings" className="-mt-2 mb-4 flex flex-wrap gap-2">
        {SETTINGS_PAGES.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) =>
              `rounded-full px-4 py-1.5 text-sm font-medium ${isActive ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-brand-50'}`
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <p className="mb-6 text-slate-700">{intro}</p>
      {children}
    </section>
  );
}
