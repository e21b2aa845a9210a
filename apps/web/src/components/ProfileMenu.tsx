import { ChevronDown, CircleUserRound } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { returnToState } from '../lib/returnTo';
import { usePopup } from './usePopup';

export interface ProfileMenuProps {
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** The signed-in user's initials, shown on the button instead of the generic icon. */
  initials?: string | null;
  onSignOut: () => void;
}

const itemClass = 'block w-full px-4 py-2.5 text-left text-sm text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50';

/**
 * Account dropdown of the header (docs/product/frame.md). A disclosure: the button toggles a list of links;
 * a click or focus outside, Escape, or picking an item closes it.
 */
export function ProfileMenu({ isLoggedIn, isAdmin, initials, onSignOut }: ProfileMenuProps) {
  const { open, toggle, close, rootRef, triggerRef } = usePopup<HTMLDivElement, HTMLButtonElement>();
  const panelId = useId();
  const location = useLocation();

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="flex items-center gap-1 rounded-full p-1.5 text-white hover:bg-white/10"
      >
        {isLoggedIn && initials ? (
          <span
            aria-hidden="true"
            data-testid="profile-initials"
            className="flex size-7 items-center justify-center rounded-full bg-white text-xs font-bold text-brand-800"
          >
            {initials}
          </span>
        ) : (
          <CircleUserRound aria-hidden="true" className="size-7" strokeWidth={1.75} />
        )}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-48 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        <ul>
          {isLoggedIn ? (
            <>
              <li>
                <Link to="/my-bookings" className={itemClass} onClick={close}>
                  My Bookings
                </Link>
              </li>
              {isAdmin && (
                <li>
                  <Link to="/admin" className={itemClass} onClick={close}>
                    Admin
                  </Link>
                </li>
              )}
              <li>
                <Link to="/list-your-property" className={itemClass} onClick={close}>
                  List your property
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={itemClass}
                  onClick={() => {
                    close();
                    onSignOut();
                  }}
                >
                  Sign Out
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to="/sign-in" state={returnToState(location)} className={itemClass} onClick={close}>
                  Sign in
                </Link>
              </li>
              <li>
                <Link to="/register" className={itemClass} onClick={close}>
                  Register
                </Link>
              </li>
              <li>
                <Link to="/list-your-property" className={itemClass} onClick={close}>
                  List your property
                </Link>
              </li>
            </>
          )}
        </ul>
      </div>
    </div>
  );
}
