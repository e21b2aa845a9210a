import { addDays, type Amenity, type Facility, type HotelType, type IsoDate, type Rates } from '@hillnest/domain';

interface DemoHotel {
  name: string;
  description: string;
  city: string;
  country: string;
  type: HotelType;
  pricePerNight: number;
  adultCount: number;
  childCount: number;
  starRating: number;
  facilities: Facility[];
  amenities: Amenity[];
  bookingdotcom?: string;
  airbnb?: string;
  /** Only some demo properties have coordinates, so the site shows pages with and without a map. */
  latitude?: number;
  longitude?: number;
}

const ESSENTIALS: Amenity[] = ['Bath Towels', 'Linen', 'Hot Water', 'Bath Soap', 'Shampoo', 'Wardrobe'];
const KITCHEN: Amenity[] = ['Functional Kitchen with Cooking Utensils', 'Refrigerator', 'Microwave', 'Water Purifier'];

export const DEMO_HOTELS: DemoHotel[] = [
  {
    name: 'Cedar Crest Residency',
    description:
      'A two-bedroom apartment above the Mall Road with a wide balcony facing the Shivalik ranges. Ten minutes on foot to the Ridge.',
    city: 'Shimla',
    country: 'India',
    type: 'Hill view apartment',
    pricePerNight: 4200,
    adultCount: 4,
    childCount: 2,
    starRating: 5,
    facilities: [
      'Private Living and Dining Space',
      'OTT Subscribed Smart TV',
      'High Speed Internet WiFi',
      'Power Back up by Inverter',
      '24X7 Security Guard',
    ],
    amenities: [...ESSENTIALS, ...KITCHEN, 'PTC heater in bedroom', 'Hair Dryer'],
    bookingdotcom: 'https://www.booking.com/',
    latitude: 31.1041,
    longitude: 77.1734,
  },
  {
    name: 'Pine Hollow Studio',
    description: 'A cosy studio among deodar trees, ideal for a couple. Quiet lane, sunny windows, a small kitchenette.',
    city: 'Shimla',
    country: 'India',
    type: 'Studio Apartment',
    pricePerNight: 1800,
    adultCount: 2,
    childCount: 1,
    starRating: 3,
    facilities: ['High Speed Internet WiFi', 'Free On site Shared Parking Space', 'Support in Check-in & Check-out'],
    amenities: [...ESSENTIALS, 'Toaster', 'On demand Iron'],
  },
  {
    name: 'Beas Riverside Condo',
    description: 'Wake up to the sound of the Beas. A spacious condo with mountain views from every room, five minutes from Old Manali.',
    city: 'Manali',
    country: 'India',
    type: 'Mountain View Condo',
    pricePerNight: 5200,
    adultCount: 5,
    childCount: 3,
    starRating: 5,
    facilities: [
      'Private Living and Dining Space',
      'OTT Subscribed Smart TV',
      'Private Washing Machine',
      'Elevator',
      'High Speed Internet WiFi',
      '24X7 Security Guard',
    ],
    amenities: [...ESSENTIALS, ...KITCHEN, 'Chimney', 'PTC heater in bedroom', 'Hair Dryer'],
    airbnb: 'https://www.airbnb.co.in/',
    latitude: 32.2544,
    longitude: 77.1806,
  },
  {
    name: 'Solang Workation Loft',
    description: 'Fast fibre internet, an ergonomic desk and snow peaks outside the window. Built for long working stays.',
    city: 'Manali',
    country: 'India',
    type: 'Workation apartment',
    pricePerNight: 3100,
    adultCount: 2,
    childCount: 0,
    starRating: 4,
    facilities: ['High Speed Internet WiFi', 'Power Back up by Inverter', 'Private Washing Machine', 'Support in Check-in & Check-out'],
    amenities: [...ESSENTIALS, ...KITCHEN, 'On demand Iron'],
  },
  {
    name: 'Camel’s Back Family Suites',
    description: 'Three bedrooms, a play corner and a large dining table. Walk to Camel’s Back Road and Kempty Falls is a short drive.',
    city: 'Mussoorie',
    country: 'India',
    type: 'Family Apartment',
    pricePerNight: 6400,
    adultCount: 6,
    childCount: 4,
    starRating: 4,
    facilities: [
      'Private Living and Dining Space',
      'OTT Subscribed Smart TV',
      'Free On site Shared Parking Space',
      'Elevator',
      '24X7 Security Guard',
    ],
    amenities: [...ESSENTIALS, ...KITCHEN, 'Hand Towel', 'Toaster'],
  },
  {
    name: 'Kanchenjunga View Flat',
    description: 'On a clear morning the Kanchenjunga fills the window. Tea estates below, the toy train station nearby.',
    city: 'Darjeeling',
    country: 'India',
    type: 'Mountain View Flat',
    pricePerNight: 2900,
    adultCount: 3,
    childCount: 2,
    starRating: 4,
    facilities: ['Private Living and Dining Space', 'High Speed Internet WiFi', 'Power Back up by Inverter'],
    amenities: [...ESSENTIALS, 'PTC heater in bedroom', 'Water Purifier'],
  },
  {
    name: 'Nilgiri Sunrise Apartment',
    description: 'East-facing apartment in the Nilgiris with sunrise over the eucalyptus hills. Botanical Garden within walking distance.',
    city: 'Ooty',
    country: 'India',
    type: 'Sunrise Apartment',
    pricePerNight: 2600,
    adultCount: 4,
    childCount: 2,
    starRating: 3,
    facilities: ['Free On site Shared Parking Space', 'OTT Subscribed Smart TV', 'Support in Check-in & Check-out'],
    amenities: [...ESSENTIALS, ...KITCHEN],
  },
  {
    name: 'Tea Garden Hill View Condo',
    description: 'A bright condo between the tea gardens of Munnar, with a terrace for long breakfasts in the mist.',
    city: 'Munnar',
    country: 'India',
    type: 'Hill View Condo',
    pricePerNight: 3800,
    adultCount: 4,
    childCount: 2,
    starRating: 5,
    facilities: ['Private Living and Dining Space', 'High Speed Internet WiFi', 'Free On site Shared Parking Space', '24X7 Security Guard'],
    amenities: [...ESSENTIALS, ...KITCHEN, 'Air-conditioned bedroom', 'Hair Dryer'],
  },
  {
    name: 'Naini Lake Sunlit Apartment',
    description: 'Full of afternoon light, two minutes from the lake promenade and the boat club.',
    city: 'Nainital',
    country: 'India',
    type: 'Sunlit Apartment',
    pricePerNight: 3300,
    adultCount: 3,
    childCount: 1,
    starRating: 4,
    facilities: ['Private Living and Dining Space', 'OTT Subscribed Smart TV', 'Elevator', 'Power Back up by Inverter'],
    amenities: [...ESSENTIALS, 'Refrigerator', 'Microwave', 'On demand Iron'],
  },
  {
    name: 'Kodai Pet Friendly Cottage Flat',
    description: 'A ground-floor flat with a fenced garden, so the whole family — dogs included — can holiday together.',
    city: 'Kodaikanal',
    country: 'India',
    type: 'Pet Friendly',
    pricePerNight: 2400,
    adultCount: 4,
    childCount: 2,
    starRating: 3,
    facilities: ['Free On site Shared Parking Space', 'Private Washing Machine', 'Support in Check-in & Check-out'],
    amenities: [...ESSENTIALS, ...KITCHEN],
  },
  {
    name: 'MG Marg Luxury Apartment',
    description: 'Premium finishes, heated floors and a private lounge, a short walk from MG Marg in the heart of Gangtok.',
    city: 'Gangtok',
    country: 'India',
    type: 'Luxury Apartment',
    pricePerNight: 8900,
    adultCount: 4,
    childCount: 2,
    starRating: 5,
    facilities: [
      'Private Living and Dining Space',
      'OTT Subscribed Smart TV',
      'Private Washing Machine',
      'Elevator',
      'High Speed Internet WiFi',
      '24X7 Security Guard',
      'Power Back up by Inverter',
    ],
    amenities: [...ESSENTIALS, ...KITCHEN, 'Hand Towel', 'Hair Dryer', 'Chimney', 'Air-conditioned bedroom'],
  },
  {
    name: 'Dhauladhar Spacious Studio',
    description: 'A large studio in McLeod Ganj with a reading nook and views of the Dhauladhar range.',
    city: 'Dharamshala',
    country: 'India',
    type: 'Spacious Studio Apartment',
    pricePerNight: 1500,
    adultCount: 2,
    childCount: 1,
    starRating: 2,
    facilities: ['High Speed Internet WiFi', 'Support in Check-in & Check-out'],
    amenities: [...ESSENTIALS, 'Water Purifier'],
  },
];

export const DEMO_DESTINATIONS = [
  'Shimla',
  'Manali',
  'Mussoorie',
  'Darjeeling',
  'Ooty',
  'Munnar',
  'Nainital',
  'Kodaikanal',
  'Gangtok',
  'Dharamshala',
];

export const DEMO_BLOGS = [
  {
    title: 'Five quiet walks around Shimla',
    author: 'Ananya Rao',
    content:
      '<p>Beyond the Mall Road, Shimla hides forest trails that few visitors see.</p><h2>Glen Forest</h2><p>A gentle descent through deodar and oak, best in the morning.</p><h2>Summer Hill</h2><p>Walk to the old Viceregal Lodge and return along the ridge.</p>',
  },
  {
    title: 'Packing for the hills in every season',
    author: 'Vikram Mehta',
    content:
      '<p>Hill weather changes within the hour. Layers beat a single heavy coat.</p><ul><li>Summer: a light fleece for evenings.</li><li>Monsoon: quick-dry shoes and a poncho.</li><li>Winter: thermals, gloves and a woollen cap.</li></ul>',
  },
  {
    title: 'Working from the mountains: a practical guide',
    author: 'Priya Nair',
    content:
      '<p>A workation needs three things: reliable power, fast internet and a proper desk.</p><p>Ask your host about inverter back-up and measure the connection on arrival.</p>',
  },
  {
    title: 'Tea country: a long weekend in Munnar',
    author: 'Rahul Menon',
    content:
      '<p>Start early at the tea museum, then drive up to Top Station for the view over the Western Ghats.</p><p>Evenings are cool: a terrace and a cup of local tea are all you need.</p>',
  },
  {
    title: 'Travelling to the hills with children',
    author: 'Sneha Kapoor',
    content:
      '<p>Short drives, early starts and a flexible plan keep everyone happy.</p><p>Choose a family apartment with a kitchen: familiar food makes a big difference.</p>',
  },
];

export const DEMO_SLIDES = [
  { featuredText: 'Wake up to the Himalayas', buttonLink: '/search?destination=Manali' },
  { featuredText: 'Slow mornings in tea country', buttonLink: '/search?destination=Munnar' },
  { featuredText: 'Stories and tips from the hills', buttonLink: '/blogs' },
];

/** The demo coupons, valid from `today`. */
export function demoCoupons(today: IsoDate) {
  return [
    {
      couponType: 'Percentage' as const,
      amount: 10,
      couponCode: 'WELCOME10',
      couponMessage: '10% off your first stay with us',
      minNights: 1,
      neverExpires: true,
      expiryDate: null,
    },
    {
      couponType: 'Direct Money Off' as const,
      amount: 500,
      couponCode: 'HILLS500',
      couponMessage: '₹500 off stays of two nights or more',
      minNights: 2,
      neverExpires: false,
      expiryDate: addDays(today, 90),
    },
    {
      couponType: 'Percentage' as const,
      amount: 20,
      couponCode: 'LONGSTAY20',
      couponMessage: '20% off when you stay a week',
      minNights: 7,
      neverExpires: false,
      expiryDate: addDays(today, 180),
    },
  ];
}
export const DEMO_COUPON_CODES = demoCoupons('2000-01-01').map((coupon) => coupon.couponCode);

/**
 * Rates on two demo properties, so the demo shows weekend prices, peak seasons and discounts: the
 * Christmas–New Year and May–June holidays still to come (or under way) from `today`. The other demo
 * properties keep one price every night.
 */
export function demoRates(today: IsoDate): Record<string, Rates> {
  const year = Number(today.slice(0, 4));
  const christmas = today <= `${year}-01-02` ? year - 1 : year;
  const summer = today <= `${year}-06-30` ? year : year + 1;
  const season = (name: string, firstNight: IsoDate, lastNight: IsoDate, pricePerNight: number, minNights: number | null) => ({
    name,
    firstNight,
    lastNight,
    pricePerNight,
    minNights,
  });
  const seasons = (peak: number, summerPrice: number) =>
    [
      season('Christmas and New Year', `${christmas}-12-20`, `${christmas + 1}-01-02`, peak, 3),
      season('Summer holidays', `${summer}-05-15`, `${summer}-06-30`, summerPrice, null),
    ].sort((a, b) => (a.firstNight < b.firstNight ? -1 : 1));
  return {
    'Tea Garden Hill View Condo': {
      weekendPricePerNight: 4500,
      minNights: 1,
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 20,
      seasons: seasons(6500, 5200),
    },
    'Naini Lake Sunlit Apartment': {
      weekendPricePerNight: 3900,
      minNights: 1,
      weeklyDiscountPercent: 5,
      monthlyDiscountPercent: 0,
      seasons: seasons(5500, 4600),
    },
  };
}
