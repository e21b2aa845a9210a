import { Accordion } from '../../components/Accordion';
import { FAQS } from './faq';
import { StaticPage } from './StaticPage';

export function FaqPage() {
  return (
    <StaticPage title="Frequently Asked Questions">
      <Accordion items={FAQS} />
    </StaticPage>
  );
}
