// Maps the API's field paths of a refused request back onto the form's fields, so its messages show in place.
import type { RequestFormValues } from '@alfie/shared/contracts';

type FormPath = keyof RequestFormValues | `${'contacts' | 'assisted' | 'travels'}.${number}.${string}`;

const REFERENT_FIELDS: Record<string, string> = { firstname: 'name', lastname: 'name' };

export function formFieldOf(apiPath: string): FormPath | null {
  if (apiPath === 'startDatetime') return 'start';
  if (apiPath === 'endDatetime') return 'end';
  if (apiPath === 'customerId') return 'businessName';
  if (apiPath.startsWith('requiredVehicle')) return 'vehicles';
  if (apiPath.startsWith('requiredCultures')) return 'otherLanguage';
  if (apiPath === 'servicenotes') return 'serviceNote';
  if (apiPath === 'services') return 'services';
  if (apiPath === 'helpNotes') return 'helpNotes';
  let m = /^cities\.(\d)\.(\w+)$/.exec(apiPath);
  if (m) {
    const prefix = m[1] === '0' ? 'departure' : 'arrival';
    if (m[2] === 'poiId') return `${prefix}PoiId`;
    if (m[2] === 'street') return `${prefix}Street`;
    return m[2] === 'countryId' ? 'countryId' : 'cityId';
  }
  m = /^referents\.(\d+)\.(\w+)$/.exec(apiPath);
  if (m) return `contacts.${Number(m[1])}.${REFERENT_FIELDS[m[2]!] ?? m[2]!}`;
  m = /^(assisted|travels)\.(\d+)\.(\w+)$/.exec(apiPath);
  if (m)
    return `${m[1] as 'assisted' | 'travels'}.${Number(m[2])}.${m[3] === 'arrivalDatetime' ? 'arrival' : m[3]!}`;
  return null;
}
