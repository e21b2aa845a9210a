import { Link } from 'react-router';
import type { EmailSettingsAnswer } from '@hillnest/domain';
import { useSettingsPage } from './api';

/** On the dashboard while no e-mail server is set: guests' e-mails are waiting, and where to fix it. */
export function MailNotSetNotice() {
  const page = useSettingsPage('email').data as EmailSettingsAnswer | undefined;
  if (!page || page.configured) return null;
  return (
    <p className="rounded-md bg-amber-100 px-4 py-3 text-amber-950">
      No e-mail server is set: guests receive no e-mail, and their messages wait in{' '}
      <Link to="/sent-emails" className="font-semibold underline">
        Sent e-mails
      </Link>{' '}
      to be sent by hand.{' '}
      <Link to="/settings/email" className="font-semibold underline">
        Set the e-mail server
      </Link>
    </p>
  );
}
