import { newImageToken, type CancellationPolicy, type Hotel, type HotelFormValues, type PhotoText } from '@hillnest/domain';
import type { ImageItem } from './ImagesField';

/** The form's own values: what the inputs hold (text for numbers, File objects for new images). */
export interface HotelFormFields {
  name: string;
  city: string;
  country: string;
  description: string;
  type: string;
  pricePerNight: string;
  /** 'perPerson' or 'perProperty' (a radio choice), with the included guests and the extra fees. */
  priceModel: string;
  includedGuests: string;
  extraAdultPrice: string;
  extraChildPrice: string;
  starRating: string;
  adultCount: string;
  childCount: string;
  facilities: string[];
  amenities: string[];
  bookingdotcom: string;
  airbnb: string;
  makemytrip: string;
  googleTravels: string;
  agoda: string;
  latitude: string;
  longitude: string;
  bedrooms: string;
  bathrooms: string;
  beds: { type: string; count: string }[];
  sizeSquareMetres: string;
  streetAddress: string;
  postalCode: string;
  /** One per line. */
  extraAmenities: string;
  /** The images in the order they will be saved (first = cover); the three lists below follow from it. */
  images: ImageItem[];
  imageUrls: string[];
  imageFiles: File[];
  imageOrder: string[];
  /** Each image's caption and alt text, in the images' order, naming it as imageOrder does. */
  imageTexts: (PhotoText & { image: string })[];
  reviews: { name: string; rating: string; platform: string; review: string }[];
  cancellationPolicy: CancellationPolicy;
}

export function emptyHotelFields(): HotelFormFields {
  return {
    name: '',
    city: '',
    country: '',
    description: '',
    type: '',
    pricePerNight: '',
    priceModel: 'perPerson',
    includedGuests: '',
    extraAdultPrice: '',
    extraChildPrice: '',
    starRating: '',
    adultCount: '',
    childCount: '',
    facilities: [],
    amenities: [],
    bookingdotcom: '',
    airbnb: '',
    makemytrip: '',
    googleTravels: '',
    agoda: '',
    latitude: '',
    longitude: '',
    bedrooms: '',
    bathrooms: '',
    beds: [],
    sizeSquareMetres: '',
    streetAddress: '',
    postalCode: '',
    extraAmenities: '',
    ...imageFields([], []),
    reviews: [],
    cancellationPolicy: 'standard',
  };
}

export function hotelToFields(hotel: Hotel): HotelFormFields {
  return {
    name: hotel.name,
    city: hotel.city,
    country: hotel.country,
    description: hotel.description,
    type: hotel.type,
    pricePerNight: String(hotel.pricePerNight),
    priceModel: hotel.priceModel,
    includedGuests: hotel.includedGuests === null ? '' : String(hotel.includedGuests),
    extraAdultPrice: hotel.priceModel === 'perProperty' ? String(hotel.extraAdultPrice) : '',
    extraChildPrice: hotel.priceModel === 'perProperty' ? String(hotel.extraChildPrice) : '',
    starRating: String(hotel.starRating),
    adultCount: String(hotel.adultCount),
    childCount: String(hotel.childCount),
    facilities: hotel.facilities,
    amenities: hotel.amenities,
    bookingdotcom: hotel.bookingdotcom,
    airbnb: hotel.airbnb,
    makemytrip: hotel.makemytrip,
    googleTravels: hotel.googleTravels,
    agoda: hotel.agoda,
    latitude: hotel.latitude === null ? '' : String(hotel.latitude),
    longitude: hotel.longitude === null ? '' : String(hotel.longitude),
    bedrooms: hotel.bedrooms === null ? '' : String(hotel.bedrooms),
    bathrooms: hotel.bathrooms === null ? '' : String(hotel.bathrooms),
    beds: hotel.beds.map((bed) => ({ type: bed.type, count: String(bed.count) })),
    sizeSquareMetres: hotel.sizeSquareMetres === null ? '' : String(hotel.sizeSquareMetres),
    streetAddress: hotel.streetAddress ?? '',
    postalCode: hotel.postalCode ?? '',
    extraAmenities: hotel.extraAmenities.join('\n'),
    ...imageFields(
      hotel.photos.map((photo) => photo.url),
      hotel.photos.map(({ caption, alt }) => ({ caption, alt })),
    ),
    reviews: hotel.reviews.map((review) => ({ ...review, rating: String(review.rating) })),
    cancellationPolicy: hotel.cancellationPolicy,
  };
}

/** The form's image lists from the ordered images and their texts: kept URLs, new files, the order naming both, and the texts naming them the same way. */
export function imageFields(
  images: ImageItem[],
  texts: PhotoText[],
): Pick<HotelFormFields, 'images' | 'imageUrls' | 'imageFiles' | 'imageOrder' | 'imageTexts'> {
  const imageUrls = images.filter((item): item is string => typeof item === 'string');
  const imageFiles = images.filter((item): item is File => typeof item !== 'string');
  const imageOrder = images.map((item) => (typeof item === 'string' ? item : newImageToken(imageFiles.indexOf(item))));
  const imageTexts = imageOrder.map((image, index) => ({ image, caption: texts[index]?.caption ?? '', alt: texts[index]?.alt ?? '' }));
  return { images, imageUrls, imageFiles, imageOrder, imageTexts };
}

/** The multipart body of docs/product/api.md: `facilities[i]`, `amenities[i]`, `imageUrls[i]`, repeated `imageFiles`, reviews as JSON. */
export function toHotelFormData(values: HotelFormValues, hotelId?: string): FormData {
  const form = new FormData();
  if (hotelId) form.append('hotelId', hotelId);
  const single = [
    'name',
    'city',
    'country',
    'description',
    'type',
    'pricePerNight',
    'starRating',
    'adultCount',
    'childCount',
    'bookingdotcom',
    'airbnb',
    'makemytrip',
    'googleTravels',
    'agoda',
  ] as const;
  for (const name of single) form.append(name, String(values[name]));
  form.append('priceModel', values.priceModel);
  if (values.priceModel === 'perProperty') {
    form.append('includedGuests', values.includedGuests === undefined ? '' : String(values.includedGuests));
    form.append('extraAdultPrice', String(values.extraAdultPrice));
    form.append('extraChildPrice', String(values.extraChildPrice));
  }
  // No coordinates travel as empty fields.
  form.append('latitude', values.latitude === null ? '' : String(values.latitude));
  form.append('longitude', values.longitude === null ? '' : String(values.longitude));
  // Rooms, size and address travel as empty fields when not given, as the coordinates do.
  for (const name of ['bedrooms', 'bathrooms', 'sizeSquareMetres', 'streetAddress', 'postalCode'] as const) {
    form.append(name, values[name] === null ? '' : String(values[name]));
  }
  form.append('beds', JSON.stringify(values.beds));
  values.extraAmenities.forEach((amenity, index) => form.append(`extraAmenities[${index}]`, amenity));
  values.facilities.forEach((facility, index) => form.append(`facilities[${index}]`, facility));
  values.amenities.forEach((amenity, index) => form.append(`amenities[${index}]`, amenity));
  values.imageUrls.forEach((url, index) => form.append(`imageUrls[${index}]`, url));
  for (const file of values.imageFiles) if (file instanceof File) form.append('imageFiles', file);
  values.imageOrder.forEach((token, index) => form.append(`imageOrder[${index}]`, token));
  form.append('imageTexts', JSON.stringify(values.imageTexts ?? []));
  form.append('reviews', JSON.stringify(values.reviews));
  form.append('cancellationPolicy', values.cancellationPolicy);
  return form;
}
