import { Accordion } from '../../components/Accordion';
import { useSiteConfig } from '../../lib/siteConfig';
import { faqsFor } from './faq';
import { StaticPage } from './StaticPage';

export function FaqPage() {
  const guests = useSiteConfig().data?.guests;
  return (
    <StaticPage title="Frequently Asked Questions">
      <Accordion items={faqsFor(guests)} />
    </StaticPage>
  );
}
