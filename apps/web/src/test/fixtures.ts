import { NO_RATES, type AdminBooking, type AdminBookingDetail, type Hotel, type HotelSummary } from '@hillnest/domain';

/** A property as search results list it (the one every page test starts from); `overrides` change it. */
export function hotelSummary(overrides: Partial<HotelSummary> = {}): HotelSummary {
  return {
    _id: 'h1',
    name: 'Cedar Crest Residency',
    description: 'Two bedrooms above the Mall Road.',
    city: 'Shimla',
    country: 'India',
    type: 'Hill view apartment',
    pricePerNight: 4200,
    priceModel: 'perPerson',
    includedGuests: null,
    extraAdultPrice: 0,
    extraChildPrice: 0,
    cleaningFeePaise: 0,
    adultCount: 4,
    childCount: 2,
    starRating: 5,
    facilities: ['Elevator'],
    imageUrls: ['/uploads/hotels/a.webp'],
    ...overrides,
  };
}

/** The same property in full, as its detail page and the admin forms read it. */
export function hotelDetail(overrides: Partial<Hotel> = {}): Hotel {
  const imageUrls = overrides.imageUrls ?? hotelSummary().imageUrls;
  return {
    ...hotelSummary(),
    photos: imageUrls.map((url) => ({ url, caption: '', alt: '' })),
    amenities: ['Linen'],
    bookingdotcom: '',
    airbnb: '',
    makemytrip: '',
    googleTravels: '',
    agoda: '',
    latitude: null,
    longitude: null,
    bedrooms: null,
    bathrooms: null,
    beds: [],
    sizeSquareMetres: null,
    streetAddress: null,
    postalCode: null,
    extraAmenities: [],
    reviews: [],
    rates: NO_RATES,
    cancellationPolicy: 'standard',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A confirmed, paid stay as the owner's booking page reads it; `booking` changes the booking, `rest` the rest of the page. */
export function adminBookingDetail(booking: Partial<AdminBooking> = {}, rest: Partial<AdminBookingDetail> = {}): AdminBookingDetail {
  return {
    booking: {
      _id: 'b1',
      reference: 'HN-7K3QX2',
      hotelId: 'h1',
      hotel: { _id: 'h1', name: 'Cedar Crest', type: 'Cabin', city: 'Shimla', country: 'India', starRating: 4, imageUrls: [] },
      userId: 'guest',
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.com',
      phoneNumber: null,
      checkIn: '2026-10-10',
      checkOut: '2026-10-12',
      adultCount: 2,
      childCount: 0,
      infantCount: 0,
      couponCode: null,
      charges: [],
      totalCost: 10_000,
      totalPaise: 1_000_000,
      paidPaise: 1_000_000,
      currency: 'INR',
      status: 'confirmed',
      adminStatus: 'upcoming',
      nights: 2,
      razorpay_order_id: 'order_A',
      razorpay_payment_id: 'pay_A',
      createdAt: '2026-09-01T10:00:00.000Z',
      confirmedAt: '2026-09-01T10:01:00.000Z',
      cancellation: null,
      refund: null,
      balance: null,
      stayStatus: null,
      ...booking,
    },
    timeZone: 'Asia/Kolkata',
    payment: { provider: 'simulated', orderId: 'order_A', paymentId: 'pay_A', signature: null, currency: 'INR' },
    coupon: null,
    money: {
      payments: [
        { kind: 'booking', amountPaise: 1_000_000, at: '2026-09-01T10:01:00.000Z', method: 'online', paymentId: 'pay_A', reference: null },
      ],
      refunds: [],
      paidPaise: 1_000_000,
      refundedPaise: 0,
      keptPaise: 1_000_000,
    },
    emails: [],
    desk: { source: 'web', offlinePayment: null, priceOverride: null },
    history: [],
    ...rest,
  };
}
