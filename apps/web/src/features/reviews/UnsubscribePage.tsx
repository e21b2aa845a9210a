import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button } from '../../components/Button';
import { PageTitle } from '../../components/PageTitle';
import { apiCall, errorMessage } from '../../lib/api';

/** /unsubscribe/{token}: the review requests' unsubscribe link; a click confirms (a mail scanner's visit changes nothing). */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const unsubscribe = useMutation({
    mutationFn: () => apiCall('POST /api/review-requests/unsubscribe/:token', { params: { token }, credentials: 'omit' }),
  });
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-8">
      <PageTitle title="Unsubscribe" />
      <h1 className="text-3xl font-bold text-slate-900">No more review requests</h1>
      {unsubscribe.isSuccess ? (
        <p role="status" className="mt-4 text-slate-800">
          {unsubscribe.data.message}
        </p>
      ) : (
        <>
          <p className="mt-4 text-slate-700">We will stop asking this address for reviews. Booking e-mails still arrive.</p>
          {unsubscribe.isError && (
            <p role="alert" className="mt-2 text-red-700">
              {errorMessage(unsubscribe.error)}
            </p>
          )}
          <Button className="mt-4" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            Unsubscribe
          </Button>
        </>
      )}
    </section>
  );
}
