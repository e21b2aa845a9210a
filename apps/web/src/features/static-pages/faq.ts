import { DEFAULT_SETTINGS, REFUND_POLICY, type SiteConfig } from '@hillnest/domain';
import { SITE } from '../../lib/site';

export interface Faq {
  question: string;
  answer: string;
}

const P = REFUND_POLICY;

type RefundSettings = Pick<SiteConfig['guests'], 'checkOutBy' | 'keepGatewayCharge' | 'couponsNonRefundable'>;

/** The cancellation answer as the owner's settings make it: the gateway charge and coupons said only when they apply. */
export function cancelAnswer(guests: RefundSettings): string {
  const extras = [
    guests.keepGatewayCharge && `Card and gateway refunds lose a ${P.gatewayChargePercent}% charge.`,
    guests.couponsNonRefundable && 'Bookings made with a coupon or offer are non-refundable.',
  ].filter(Boolean);
  return [
    `Yes. Under our standard policy, cancel ${P.fullRefundDays} or more days before check-in for a full refund, or at least ${P.halfRefundDays} days before for a 50% refund.`,
    ...extras,
    'Some properties have their own policy (Flexible, Moderate or Non-refundable): the booking page shows what you would get back, date by date, before you pay. See the Refund Policy for every case.',
  ].join(' ');
}

/** The 9 questions of the FAQ page (docs/product/frame.md), answered from the owner's settings. */
export function faqsFor(guests: RefundSettings = DEFAULT_SETTINGS.guests): readonly Faq[] {
  return [
    {
      question: 'What are the check-in and check-out times?',
      answer: `Check-in is between 2PM and 10PM. Check-out is until ${guests.checkOutBy}.`,
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
      answer: cancelAnswer(guests),
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
}
