import { TAX_DOCUMENT_TITLES, type TaxDocumentSummary } from '@hillnest/domain';

/**
 * A booking's tax invoices (or receipts) and credit notes, each opening its PDF: `base` is the booking
 * as the reader reaches it (its private link, or the signed-in guest's booking).
 */
export function TaxDocumentLinks({ documents, base }: { documents: readonly TaxDocumentSummary[]; base: string }) {
  if (documents.length === 0) return null;
  return (
    <nav aria-label="Invoices" className="mt-4 flex flex-wrap gap-3">
      {documents.map((document) => (
        <a
          key={document._id}
          href={`${base}/documents/${document._id}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {`${TAX_DOCUMENT_TITLES[document.kind]} ${document.number}`}
        </a>
      ))}
    </nav>
  );
}
