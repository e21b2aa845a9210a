/** An icon for each facility and amenity of the catalogue (one import per icon, so only these ship). */
import type { LucideIcon } from 'lucide-react';
import {
  AirVent,
  ArrowUpDown,
  Bath,
  BatteryCharging,
  BedDouble,
  Check,
  ConciergeBell,
  CookingPot,
  DoorClosed,
  Droplets,
  Fan,
  GlassWater,
  Hand,
  Heater,
  Microwave,
  Refrigerator,
  Sandwich,
  ShieldCheck,
  Shirt,
  ShowerHead,
  Sofa,
  SoapDispenserDroplet,
  SquareParking,
  Tv,
  WashingMachine,
  Wifi,
  Wind,
} from 'lucide-react';
import type { Amenity, Facility } from '@hillnest/domain';

const ICONS: Record<Facility | Amenity, LucideIcon> = {
  'Private Living and Dining Space': Sofa,
  'OTT Subscribed Smart TV': Tv,
  'Private Washing Machine': WashingMachine,
  'Free On site Shared Parking Space': SquareParking,
  '24X7 Security Guard': ShieldCheck,
  Elevator: ArrowUpDown,
  'High Speed Internet WiFi': Wifi,
  'Power Back up by Inverter': BatteryCharging,
  'Support in Check-in & Check-out': ConciergeBell,
  'Bath Towels': Bath,
  'Hand Towel': Hand,
  Linen: BedDouble,
  Shampoo: Droplets,
  'Bath Soap': SoapDispenserDroplet,
  'Hot Water': ShowerHead,
  Wardrobe: DoorClosed,
  'On demand Iron': Shirt,
  'Hair Dryer': Wind,
  'Air-conditioned bedroom': AirVent,
  'PTC heater in bedroom': Heater,
  'Functional Kitchen with Cooking Utensils': CookingPot,
  'Water Purifier': GlassWater,
  Microwave,
  Toaster: Sandwich,
  Refrigerator,
  Chimney: Fan,
};

/** The feature's icon, or a tick for one the catalogue does not know. */
export function featureIcon(name: string): LucideIcon {
  return ICONS[name as Facility] ?? Check;
}
