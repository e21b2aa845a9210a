/**
 * Which picture each demo item gets, chosen from what the demo data says about it: a property's
 * photos show its setting (an exterior) and two of its rooms looking out onto that same setting at the
 * same hour; destinations show what the place is known for; blogs and slides illustrate their titles.
 */
import type { Building, Picture, PictureSize, RoomKind, RoomStyle, SceneKind, SceneOptions, TimeOfDay } from './art';
import { DEMO_BLOGS, DEMO_DESTINATIONS, DEMO_HOTELS, DEMO_SLIDES } from './data';

/** Furnishings, one set per property. */
const STYLES = {
  cream: { wall: '#efe5d6', floor: '#b57f52', fabric: '#3f7f86', accent: '#e0a43a', wood: '#9b6a43' },
  cabin: { wall: '#d9b48a', floor: '#8a5634', fabric: '#b8402f', accent: '#f0c24b', wood: '#7a4a2a' },
  dustyBlue: { wall: '#cfd9e2', floor: '#a8794f', fabric: '#33507a', accent: '#e39a4f', wood: '#8a5e3c' },
  scandi: { wall: '#f1efea', floor: '#c9a27a', fabric: '#7d8a96', accent: '#e2573f', wood: '#c09066' },
  terracotta: { wall: '#eac3a5', floor: '#7a5240', fabric: '#2f6b55', accent: '#f2c14e', wood: '#6b4430' },
  sage: { wall: '#cfdcc7', floor: '#9b6b45', fabric: '#c46a4a', accent: '#f0c75e', wood: '#86603f' },
  blush: { wall: '#f3dcd4', floor: '#b98a62', fabric: '#5d7fa6', accent: '#e8b04a', wood: '#a0714c' },
  luxe: { wall: '#3d4250', floor: '#3a2a22', fabric: '#1f6f5c', accent: '#d9a84a', wood: '#5a3a28' },
  sunny: { wall: '#f5e7bf', floor: '#b07a4c', fabric: '#2f6f8f', accent: '#d8543c', wood: '#94643e' },
  mint: { wall: '#d4ebe2', floor: '#c29a6b', fabric: '#f2f0ea', accent: '#2f8f7a', wood: '#a77b52' },
} satisfies Record<string, RoomStyle>;

interface Place {
  scene: SceneKind;
  time: TimeOfDay;
  building: Building;
  options?: SceneOptions;
  /** What the rooms' windows look out on, when not the exterior's own setting. */
  view?: SceneKind;
  rooms: readonly [RoomKind, RoomKind];
  style: RoomStyle;
}

const PLACES: Record<string, Place> = {
  'Cedar Crest Residency': {
    scene: 'hill-town',
    time: 'golden',
    building: { kind: 'block', wall: '#f1e4cc', roof: '#9c3b2f', floors: 3 },
    view: 'misty-hills',
    rooms: ['balcony', 'living'],
    style: STYLES.cream,
  },
  'Pine Hollow Studio': {
    scene: 'pine-forest',
    time: 'noon',
    building: { kind: 'cottage', wall: '#e9dcc3', roof: '#2f6b55' },
    rooms: ['bedroom', 'kitchen'],
    style: STYLES.cabin,
  },
  'Beas Riverside Condo': {
    scene: 'river-valley',
    time: 'morning',
    building: { kind: 'block', wall: '#e7e1d6', roof: '#3a5a9c', floors: 3 },
    rooms: ['living', 'bedroom'],
    style: STYLES.dustyBlue,
  },
  'Solang Workation Loft': {
    scene: 'snow-peaks',
    time: 'noon',
    building: { kind: 'chalet', wall: '#b77a45', roof: '#3b3f4a' },
    rooms: ['study', 'kitchen'],
    style: STYLES.scandi,
  },
  'Camel’s Back Family Suites': {
    scene: 'misty-hills',
    time: 'golden',
    building: { kind: 'block', wall: '#f0d9b8', roof: '#6b3a2f', floors: 3 },
    rooms: ['living', 'kitchen'],
    style: STYLES.terracotta,
  },
  'Kanchenjunga View Flat': {
    scene: 'snow-peaks',
    time: 'morning',
    building: { kind: 'block', wall: '#f4efe6', roof: '#2f7a6b', floors: 2 },
    options: { teaBelow: true },
    rooms: ['bedroom', 'living'],
    style: STYLES.sage,
  },
  'Nilgiri Sunrise Apartment': {
    scene: 'misty-hills',
    time: 'dawn',
    building: { kind: 'block', wall: '#f3e6d8', roof: '#b5432f', floors: 2 },
    rooms: ['bedroom', 'kitchen'],
    style: STYLES.blush,
  },
  'Tea Garden Hill View Condo': {
    scene: 'tea-garden',
    time: 'mist',
    building: { kind: 'cottage', wall: '#f6f1e6', roof: '#b5432f' },
    rooms: ['balcony', 'living'],
    style: STYLES.sage,
  },
  'Naini Lake Sunlit Apartment': {
    scene: 'lake',
    time: 'golden',
    building: { kind: 'block', wall: '#f5e6c8', roof: '#2f7a6b', floors: 3 },
    rooms: ['living', 'bedroom'],
    style: STYLES.sunny,
  },
  'Kodai Pet Friendly Cottage Flat': {
    scene: 'garden-cottage',
    time: 'morning',
    building: { kind: 'cottage', wall: '#f2e6cf', roof: '#a8452f' },
    view: 'pine-forest',
    rooms: ['living', 'kitchen'],
    style: STYLES.mint,
  },
  'MG Marg Luxury Apartment': {
    scene: 'hill-town',
    time: 'night',
    building: { kind: 'block', wall: '#dcd6cc', roof: '#3b3f4a', floors: 4, side: 'left' },
    rooms: ['living', 'bedroom'],
    style: STYLES.luxe,
  },
  'Dhauladhar Spacious Studio': {
    scene: 'monastery',
    time: 'dusk',
    building: { kind: 'cottage', wall: '#efe3cf', roof: '#3a5a9c' },
    view: 'snow-peaks',
    rooms: ['study', 'bedroom'],
    style: STYLES.dustyBlue,
  },
};

const DESTINATIONS: Record<string, Picture> = {
  Shimla: { scene: 'hill-town', time: 'morning', options: { church: true } },
  Manali: { scene: 'river-valley', time: 'golden' },
  Mussoorie: { scene: 'waterfall', time: 'noon' },
  Darjeeling: { scene: 'toy-train', time: 'morning', options: { peaksBehind: true } },
  Ooty: { scene: 'misty-hills', time: 'morning' },
  Munnar: { scene: 'tea-garden', time: 'golden' },
  Nainital: { scene: 'lake', time: 'dusk' },
  Kodaikanal: { scene: 'lake', time: 'mist' },
  Gangtok: { scene: 'monastery', time: 'morning' },
  Dharamshala: { scene: 'snow-peaks', time: 'golden', options: { flags: true } },
};

const BLOGS: Record<string, Picture> = {
  'Five quiet walks around Shimla': { scene: 'pine-forest', time: 'mist' },
  'Packing for the hills in every season': { scene: 'seasons', time: 'noon' },
  'Working from the mountains: a practical guide': {
    room: { kind: 'study', style: STYLES.terracotta, view: 'misty-hills', time: 'golden' },
  },
  'Tea country: a long weekend in Munnar': { scene: 'tea-garden', time: 'dawn' },
  'Travelling to the hills with children': { scene: 'meadow', time: 'noon' },
};

/** Slides by the page their button opens. */
const SLIDES: Record<string, Picture> = {
  '/search?destination=Manali': { scene: 'snow-peaks', time: 'dawn' },
  '/search?destination=Munnar': { scene: 'tea-garden', time: 'morning' },
  '/blogs': { scene: 'starry-night', time: 'night' },
};

function known<T>(table: Record<string, T>, name: string, what: string): T {
  const entry = table[name];
  if (!entry) throw new Error(`No demo picture planned for the ${what} "${name}"`);
  return entry;
}

/** A property's three photos: its exterior, then two rooms with the same view at the same hour. */
function hotelPictures(name: string): Picture[] {
  const place = known(PLACES, name, 'property');
  const view = place.view ?? place.scene;
  return [
    { scene: place.scene, time: place.time, options: { ...place.options, building: place.building } },
    ...place.rooms.map((kind) => ({ room: { kind, style: place.style, view, time: place.time } })),
  ];
}

/** Drawn at the proportions each is shown in: property photos 3:2, cards 16:9, the full-width carousel wider. */
const PHOTO: PictureSize = { width: 1200, height: 800 };
const CARD: PictureSize = { width: 1200, height: 675 };
const SLIDE: PictureSize = { width: 1600, height: 900 };

/** One picture to draw: what, at which size, and the key that seeds its random choices (the item's own name). */
export interface DemoPicture {
  picture: Picture;
  key: string;
  size: PictureSize;
}

/** Every demo picture, in the order of the demo data: three per property, one per destination, blog and slide. */
export function demoPictures(): { hotels: DemoPicture[][]; destinations: DemoPicture[]; blogs: DemoPicture[]; slides: DemoPicture[] } {
  return {
    hotels: DEMO_HOTELS.map(({ name }) =>
      hotelPictures(name).map((picture, index) => ({ picture, key: `hotel:${name}:${index}`, size: PHOTO })),
    ),
    destinations: DEMO_DESTINATIONS.map((name) => ({
      picture: known(DESTINATIONS, name, 'destination'),
      key: `destination:${name}`,
      size: CARD,
    })),
    blogs: DEMO_BLOGS.map(({ title }) => ({ picture: known(BLOGS, title, 'blog'), key: `blog:${title}`, size: CARD })),
    slides: DEMO_SLIDES.map(({ buttonLink }) => ({ picture: known(SLIDES, buttonLink, 'slide'), key: `slide:${buttonLink}`, size: SLIDE })),
  };
}
