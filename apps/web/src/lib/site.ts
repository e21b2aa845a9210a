/** Facts about the business shown across the site. */
export const SITE = {
  name: 'Hillnest',
  tagline: "Holiday apartments in India's hill stations",
  contactEmail: 'stay@hillnest.example',
  videoChannelUrl: 'https://www.youtube.com/@hillnest',
  photoProfileUrl: 'https://www.instagram.com/hillnest',
} as const;
