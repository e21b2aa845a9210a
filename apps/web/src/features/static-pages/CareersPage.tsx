import { SITE } from '../../lib/site';
import { StaticPage } from './StaticPage';

export function CareersPage() {
  return (
    <StaticPage title="Careers">
      <p>There are no vacancies at the moment.</p>
      <p>
        We are always glad to hear from people who love hospitality and the hills. Send your CV to{' '}
        <a href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</a> and we will get in touch when a role opens.
      </p>
    </StaticPage>
  );
}
