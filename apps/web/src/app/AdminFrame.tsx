import { ExternalLink, Menu, Mountain, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSignOut } from '../features/auth/api';
import { useBusiness } from '../lib/siteConfig';
import { AdminNav } from './AdminNav';

/**
 * The frame of the administrator's pages: a top bar (the site one click away, signing out), the admin
 * navigation as a sidebar on wide screens and behind a Menu button on phones, then the page.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const business = useBusiness();
  // A page change closes the phone menu (also when it came from the browser's back button).
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <>
      <header className="on-dark bg-brand-900 text-white">
        {/* One row on a phone too: the site's name gives way (truncated) and "View site" keeps only its icon. */}
        <div className="flex items-center justify-between gap-2 px-4 py-3 sm:gap-3">
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <button
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-white/40 px-3 py-1.5 text-sm font-semibold lg:hidden"
            >
              {menuOpen ? <X aria-hidden="true" className="size-4" /> : <Menu aria-hidden="true" className="size-4" />}
              Menu
            </button>
            <Link to="/admin" className="flex min-w-0 items-center gap-2 rounded text-lg font-bold tracking-tight sm:text-xl">
              <Mountain aria-hidden="true" className="size-6 shrink-0" />
              <span className="truncate">{business.name} Admin</span>
            </Link>
          </div>
          <div className="flex shrink-0 items-center gap-1 text-sm font-semibold whitespace-nowrap sm:gap-2">
            <Link to="/" className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 hover:bg-white/10 sm:px-3">
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">View site</span>
            </Link>
            <button type="button" onClick={() => signOut.mutate()} className="rounded-md px-2 py-1.5 hover:bg-white/10 sm:px-3">
              Sign Out
            </button>
          </div>
        </div>
      </header>
      <div id={menuId} hidden={!menuOpen} className="border-b border-slate-200 bg-white px-2 py-4 shadow-md lg:hidden">
        {menuOpen && <AdminNav onNavigate={() => setMenuOpen(false)} />}
      </div>
      <div className="flex flex-1">
        <aside className="hidden w-60 shrink-0 border-r border-slate-200 bg-slate-50 px-2 py-6 lg:block">
          <div className="sticky top-4">
            <AdminNav />
          </div>
        </aside>
        <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col outline-none">
          {children}
        </main>
      </div>
    </>
  );
}
