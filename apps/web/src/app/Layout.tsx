import { Outlet, useNavigation } from 'react-router';
import { AppToaster } from '../components/AppToaster';
import { Footer } from '../components/Footer';
import { ScrollToTop } from '../components/ScrollToTop';
import { useTestMode } from '../lib/siteConfig';
import { useAuth } from '../features/auth/api';
import { useDestinations } from '../features/destinations/api';
import { AdminFrame } from './AdminFrame';
import { useInAdminArea } from './adminArea';
import { Header } from './Header';
import { TestModeNotice } from './TestModeNotice';

/**
 * The page frame of docs/product/frame.md: header, content, two footer blocks; plus toasts, scroll-to-top and, while
 * payments are simulated, the test-mode notice. The administrator's pages get the admin frame instead
 * of the guest header and footer (visitors and guests on those addresses still see the guest frame).
 */
export function Layout() {
  const navigation = useNavigation();
  const testMode = useTestMode();
  const inAdminArea = useInAdminArea();
  const auth = useAuth();
  const adminFrame = inAdminArea && auth.isAdmin;
  const { data: destinations = [] } = useDestinations();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-medium text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {navigation.state === 'loading' && <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-amber-400" />}
      {adminFrame ? (
        <AdminFrame>
          <Outlet />
        </AdminFrame>
      ) : (
        <>
          <Header auth={auth} />
          <main id="main" tabIndex={-1} className="flex min-h-screen flex-1 flex-col outline-none">
            <Outlet />
          </main>
          <Footer destinations={destinations} />
        </>
      )}
      {testMode && <TestModeNotice />}
      <ScrollToTop raised={testMode} />
      <AppToaster />
    </div>
  );
}
