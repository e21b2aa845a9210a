import { REFUND_POLICY } from '@hillnest/domain';
import { SITE } from '../../lib/site';

export interface Faq {
  question: string;
  answer: string;
}

const P = REFUND_POLICY;

/** The 9 questions of the FAQ page (docs/product/frame.md). */
export const FAQS: readonly Faq[] = [
  {
    question: 'What are the check-in and check-out times?',
    answer: `Check-in is between 2PM and 10PM. Check-out is until ${P.checkOutBy}.`,
  },
  {
    question: 'How do I pay for my booking?',
    answer: 'Pay online in Indian Rupees by UPI or card (VISA, MasterCard, Maestro) through our secure payment partner.',
  },
  {
    question: 'Do I need an account to book?',
    answer:
      'No, you can book as a guest. With an account your details are filled in for you and you can see all your bookings under My Bookings.',
  },
  {
    question: 'Can I cancel my booking?',
    answer: `Yes. Cancel ${P.fullRefundDays} or more days before check-in for a full refund, or at least ${P.halfRefundDays} days before for a 50% refund. See the Refund Policy for every case.`,
  },
  {
    question: 'How long does a refund take?',
    answer: `Refunds reach you within ${P.processingDays} days after we receive your UPI details.`,
  },
  {
    question: 'How are children charged?',
    answer: 'Children aged 0 to 12 stay at half the adult rate per night. Infants stay free.',
  },
  {
    question: 'Are pets allowed?',
    answer: 'Pets are welcome in apartments listed as Pet Friendly. Please use the search filters to find them.',
  },
  {
    question: 'Is parking available?',
    answer: 'Most apartments offer free shared parking on site. Check the facilities listed on each property page.',
  },
  {
    question: 'How can I contact you?',
    answer: `Write to ${SITE.contactEmail} and we will reply as soon as we can.`,
  },
];
