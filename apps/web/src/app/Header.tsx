import { Link } from 'react-router';
import { Mountain } from 'lucide-react';
import { thumbnailUrl } from '@hillnest/domain';
import { ProfileMenu } from '../components/ProfileMenu';
import { useSignOut, type AuthState } from '../features/auth/api';
import { useBusiness } from '../lib/siteConfig';
import { HeaderSearchSlot } from './HeaderSearchSlot';

/** The guest frame's header; `auth` is the login state the frame (Layout) reads for itself too. */
export function Header({ auth }: { auth: AuthState }) {
  const { isLoggedIn, isAdmin, initials } = auth;
  const signOut = useSignOut();
  // The business's logo (Settings → Business), else its name in text.
  const business = useBusiness();
  const { name } = business;

  return (
    <header className="on-dark bg-brand-800 text-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex min-w-0 items-center gap-2 rounded text-2xl font-bold tracking-tight">
          {business.logoUrl ? (
            <img src={thumbnailUrl(business.logoUrl)} alt={name} className="h-10 w-auto max-w-48 object-contain" />
          ) : (
            <>
              <Mountain aria-hidden="true" className="size-7" />
              {name}
            </>
          )}
        </Link>
        <ProfileMenu isLoggedIn={isLoggedIn} isAdmin={isAdmin} initials={initials} onSignOut={() => signOut.mutate()} />
      </div>
      <HeaderSearchSlot />
    </header>
  );
}
