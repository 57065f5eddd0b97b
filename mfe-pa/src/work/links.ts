// Links a PA taps on the day: a phone number to call, a stop to open in a map.
import type { PaStop } from '@alfie/shared/contracts';
import { countryName } from '@alfie/shared/contracts/labels';
import { stopAddress } from '@alfie/shared/contracts/request-item';

/** tel: URL of a number as people write it ('+39 333 123 4567' → 'tel:+393331234567'). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** The stop as one line: place or street, postal code, city, country (in the reader's language). */
export function stopLine(stop: PaStop, locale: string): string {
  return [stopAddress(stop), stop.city, stop.country && countryName(stop.country, locale)]
    .filter(Boolean)
    .join(', ');
}

/** A maps search for the stop's address (opens the map app on a phone). */
export function mapHref(stop: PaStop, locale: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(stopLine(stop, locale))}`;
}
