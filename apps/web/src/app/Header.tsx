import { Link } from 'react-router';
import { Mountain } from 'lucide-react';
import { ProfileMenu } from '../components/ProfileMenu';
import { useSignOut, type AuthState } from '../features/auth/api';
import { SITE } from '../lib/site';
import { HeaderSearchSlot } from './HeaderSearchSlot';

/** The guest frame's header; `auth` is the login state the frame (Layout) reads for itself too. */
export function Header({ auth }: { auth: AuthState }) {
  const { isLoggedIn, isAdmin, initials } = auth;
  const signOut = useSignOut();

  return (
    <header className="on-dark bg-brand-800 text-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 rounded text-2xl font-bold tracking-tight">
          <Mountain aria-hidden="true" className="size-7" />
          {SITE.name}
        </Link>
        <ProfileMenu isLoggedIn={isLoggedIn} isAdmin={isAdmin} initials={initials} onSignOut={() => signOut.mutate()} />
      </div>
      <HeaderSearchSlot />
    </header>
  );
}
