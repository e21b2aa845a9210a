import { ACCOUNT_MESSAGES } from '@hillnest/domain';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { errorMessage } from '../../lib/api';
import { useVerifyEmail } from './api';
import { AuthCard } from './AuthCard';

/** /verify-email?token=…: the link from the verification e-mail, confirmed once on opening. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const verify = useVerifyEmail();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    verify.mutate(params.get('token') ?? '');
  }, [params, verify]);

  return (
    <AuthCard title="Verify your e-mail">
      {verify.isSuccess ? (
        <p role="status" className="mt-6 rounded-md bg-green-50 px-4 py-3 text-sm text-green-900">
          {ACCOUNT_MESSAGES.emailVerified} Bookings you made as a guest with it now appear in{' '}
          <Link to="/my-bookings" className="underline">
            My Bookings
          </Link>
          .
        </p>
      ) : verify.isError ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorMessage(verify.error, ACCOUNT_MESSAGES.verifyLinkInvalid)}
        </p>
      ) : (
        <Loading />
      )}
    </AuthCard>
  );
}
