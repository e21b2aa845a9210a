import { OUTBOX_STATUS_LABELS, pageFromParam, plural, type SentEmailSummary } from '@hillnest/domain';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { Loading } from '../../components/Loading';
import { Pagination } from '../../components/Pagination';
import { useSentEmail, useSentEmails } from './api';

const STATUS_CLASS: Record<SentEmailSummary['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /sent-emails (administrator): every e-mail the site queued, newest first, with its status, and the
 * message as the recipient sees it. Without SMTP_URL nothing leaves the outbox: this page is where
 * the messages can be read.
 */
export function SentEmailsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const openId = params.get('open');
  const list = useSentEmails(page);
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next);
  };

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <AdminPageHeader title="Sent e-mails" />
      {list.data && !list.data.deliveryConfigured && (
        <p role="note" className="mb-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-950">
          No SMTP server is configured (SMTP_URL), so messages wait here and are not delivered. Set SMTP_URL and they are sent, oldest
          first.
        </p>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <p className="text-slate-700">The e-mails could not be loaded.</p>
      ) : list.data.data.length === 0 ? (
        <p className="text-slate-700">No e-mails yet.</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Recipient
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Subject
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Queued
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {list.data.data.map((email) => (
                  <tr key={email._id} className={email._id === openId ? 'bg-brand-50' : undefined}>
                    <td className="px-3 py-2 break-all">{email.recipient}</td>
                    <td className="px-3 py-2">
                      <button
                        type="button"
                        className="text-left text-brand-800 underline underline-offset-4"
                        onClick={() => setParam('open', email._id)}
                      >
                        {email.subject}
                      </button>
                    </td>
                    <td className="px-3 py-2">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[email.status]}`}>
                        {OUTBOX_STATUS_LABELS[email.status]}
                      </span>
                      {email.status !== 'sent' && email.attempts > 0 && (
                        <span className="mt-1 block text-xs text-slate-600" title={email.lastError ?? undefined}>
                          {plural(email.attempts, 'failed attempt')}
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap text-slate-700">{when(email.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.data.pagination.pages > 1 && (
            <div className="mt-4">
              <Pagination
                page={page}
                pages={list.data.pagination.pages}
                onPageChange={(p) => setParam('page', String(p))}
                label="Sent e-mails pages"
              />
            </div>
          )}
        </>
      )}
      {openId && <EmailView id={openId} onClose={() => setParam('open', null)} />}
    </section>
  );
}

/** One message as sent: its headers, the HTML drawn in a sandboxed frame (no script, links open apart), and the plain text. */
function EmailView({ id, onClose }: { id: string; onClose: () => void }) {
  const email = useSentEmail(id);
  if (email.isPending) return <Loading />;
  if (email.isError) return <p className="mt-6 text-slate-700">This e-mail could not be loaded.</p>;
  const message = email.data;
  return (
    <section aria-label="E-mail" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <dl className="grid min-w-0 grid-cols-[5rem_minmax(0,1fr)] gap-1 text-sm">
          <dt className="text-slate-600">To</dt>
          <dd className="break-all">{message.recipient}</dd>
          <dt className="text-slate-600">Subject</dt>
          <dd className="font-semibold wrap-anywhere">{message.subject}</dd>
          <dt className="text-slate-600">Status</dt>
          <dd>
            {OUTBOX_STATUS_LABELS[message.status]}
            {message.sentAt && ` · ${when(message.sentAt)}`}
            {message.lastError && message.status !== 'sent' && ` · last error: ${message.lastError}`}
          </dd>
          {message.attachments.length > 0 && (
            <>
              <dt className="text-slate-600">Attached</dt>
              <dd>{message.attachments.map((a) => a.filename).join(', ')}</dd>
            </>
          )}
        </dl>
        <button type="button" onClick={onClose} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm">
          Close
        </button>
      </div>
      <iframe
        title={`E-mail: ${message.subject}`}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={message.html.replace('<head>', '<head><base target="_blank">')}
        className="mt-4 h-[36rem] w-full rounded border border-slate-200"
      />
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold">Plain-text part</summary>
        <pre className="mt-2 text-sm wrap-anywhere whitespace-pre-wrap">{message.text}</pre>
      </details>
    </section>
  );
}
