/** Builders shared by the hotel API tests: real image bytes, multipart hotel forms, rows inserted directly. */
import sharp from 'sharp';
import { bookings, hotels } from '../../db/schema';
import { wroteBehindTheApp, type DirectWrite } from '../../test/harness';

/** A real PNG (or JPEG) of the given size: a coloured rectangle. */
export async function imageBytes(format: 'png' | 'jpeg' = 'png', width = 64, height = 48): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

export const VALID_FIELDS = {
  name: 'Deodar Heights',
  city: 'Shimla',
  country: 'India',
  description: 'Two bedrooms above the Mall Road.',
  type: 'Hill view apartment',
  pricePerNight: '3200',
  starRating: '4',
  adultCount: '4',
  childCount: '2',
  bookingdotcom: 'https://www.booking.com/hotel/deodar',
  airbnb: '',
  makemytrip: '',
  googleTravels: '',
  agoda: '',
} as const;

export interface FormParts {
  fields?: Record<string, string | undefined>;
  facilities?: string[];
  amenities?: string[];
  extraAmenities?: string[];
  imageUrls?: string[];
  /** Kept URLs and `new:N` tokens, in the order the images should take. */
  imageOrder?: string[];
  files?: { name: string; bytes: Buffer; type?: string }[];
  reviews?: unknown;
}

/** The multipart hotel form of docs/product/api.md: `facilities[i]`, `amenities[i]`, `imageUrls[i]`, repeated `imageFiles`. */
export function hotelForm(parts: FormParts = {}): FormData {
  const form = new FormData();
  const fields = { ...VALID_FIELDS, ...parts.fields };
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  (parts.facilities ?? ['High Speed Internet WiFi', 'Elevator']).forEach((v, i) => form.append(`facilities[${i}]`, v));
  (parts.amenities ?? ['Linen', 'Hot Water']).forEach((v, i) => form.append(`amenities[${i}]`, v));
  (parts.extraAmenities ?? []).forEach((v, i) => form.append(`extraAmenities[${i}]`, v));
  (parts.imageUrls ?? []).forEach((v, i) => form.append(`imageUrls[${i}]`, v));
  (parts.imageOrder ?? []).forEach((v, i) => form.append(`imageOrder[${i}]`, v));
  if (parts.reviews !== undefined)
    form.append('reviews', typeof parts.reviews === 'string' ? parts.reviews : JSON.stringify(parts.reviews));
  for (const file of parts.files ?? []) {
    form.append('imageFiles', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  }
  return form;
}

export type HotelSeed = Partial<typeof hotels.$inferInsert> & { name: string };

let seq = 0;

/** Inserts properties directly (search tests need many, with exact values); returns their ids in order. */
export async function insertHotels(target: DirectWrite, list: HotelSeed[]): Promise<string[]> {
  const rows = await target.db
    .insert(hotels)
    .values(
      list.map((hotel) => ({
        description: 'A place in the hills',
        city: 'Shimla',
        country: 'India',
        type: 'Studio Apartment',
        pricePerNight: 2000,
        adultCount: 2,
        childCount: 0,
        starRating: 3,
        facilities: ['Elevator'],
        amenities: ['Linen'],
        imageUrls: ['/uploads/hotels/none.webp'],
        createdAt: new Date(Date.UTC(2025, 0, 1) + ++seq * 60_000),
        ...hotel,
      })),
    )
    .returning({ id: hotels.id });
  wroteBehindTheApp(target, 'hotels');
  return rows.map((row) => row.id);
}

let order = 0;

/** A booking row in the given state, as the booking flow would leave it. */
export async function insertBooking(
  target: DirectWrite,
  hotelId: string,
  stay: { checkIn: string; checkOut: string },
  status: 'held' | 'confirmed' | 'expired' | 'cancelled',
  holdExpiresAt?: Date,
): Promise<void> {
  order += 1;
  await target.db.insert(bookings).values({
    hotelId,
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adultCount: 2,
    totalCost: 400_000,
    status,
    holdExpiresAt: holdExpiresAt ?? null,
    provider: 'test',
    razorpayOrderId: `order_test_${Date.now()}_${order}`,
  });
  wroteBehindTheApp(target, 'bookings');
}
