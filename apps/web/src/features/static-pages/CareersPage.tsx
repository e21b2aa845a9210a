import { useBusiness } from '../../lib/siteConfig';
import { StaticPage } from './StaticPage';

export function CareersPage() {
  const { contactEmail } = useBusiness();
  return (
    <StaticPage title="Careers">
      <p>There are no vacancies at the moment.</p>
      <p>
        We are always glad to hear from people who love hospitality and the hills. Send your CV to{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a> and we will get in touch when a role opens.
      </p>
    </StaticPage>
  );
}
