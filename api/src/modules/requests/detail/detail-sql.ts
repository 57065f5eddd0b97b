// The statement of the request detail: the list item of the request with, as JSON columns of the same row, its
// customer, assisted people, travels and assigned PA (languages, vehicles, past assignments), so a detail is one
// round trip and one plan PostgreSQL keeps per connection (a prepared statement).
import { sql } from 'drizzle-orm';
import type {
  AssistedPerson,
  CustomerDetail,
  PaVehicle,
  PastAssignment,
  SpokenLanguage,
  Travel,
  TravelTracking,
} from '@alfie/shared/contracts';
import type { FieldReport } from '@alfie/shared/contracts';
import type { PaSummaryRow } from '../../pa-applicants/queries.ts';
import { iso, itemWithStatement, jsonRows } from '../list/list-item-sql.ts';

/** The PA as the statement returns it: createDate as toISOString's text. */
export interface AssignedPaRow extends Omit<PaSummaryRow, 'createDate'> {
  createDate: string;
  languagesSpoken: SpokenLanguage[];
  vehicles: PaVehicle[];
  assigns: PastAssignment[];
}

export interface DetailColumns {
  customer_id: number | null;
  country_id: number | null;
  customer: CustomerDetail | null;
  assisted: AssistedPerson[];
  /** Each with the last observation of the flight-status provider as `tracking`, null when there is none. */
  travels: (Omit<Travel, 'tracking'> & { tracking: TravelTracking | null })[];
  assigned_to: AssignedPaRow | null;
  /** The field reports in the order they were recorded, with the optional facts only where recorded. */
  field: FieldReport[];
}

// Children in the order the detail always showed them: by id; languages best known first, assignments newest first.
const columns = sql`, r.customer_id, r.country_id,
  (select json_build_object('id', c.id, 'businessName', c.business_name, 'country', c.country,
      'postalCode', c.postal_code, 'vatCode', c.vat_code, 'sdi', c.sdi, 'email', c.email, 'city', c.city,
      'street', c.street, 'fiscalCode', c.fiscal_code)
    from companies c where c.id = r.customer_id) as customer,
  ${jsonRows(
    sql`select a.id, a.firstname, a.lastname, a.title, a.mobile from assisted_people a where a.request_id = r.id`,
    sql`q.id`,
  )} as assisted,
  (select coalesce(json_agg(json_build_object('type', t.type, 'code', t.code, 'company', t.company,
      'lastname', t.lastname, 'from', t.from, 'to', t.to,
      'arrivalDatetime', ${sql.raw(iso('t.arrival_datetime'))},
      'tracking', (select json_build_object('state', o.state,
          'scheduledArrival', ${sql.raw(iso('o.scheduled_arrival'))},
          'expectedArrival', ${sql.raw(iso('o.expected_arrival'))},
          'landedAt', ${sql.raw(iso('o.landed_at'))}, 'observedAt', ${sql.raw(iso('o.observed_at'))})
        from travel_observations o where o.travel_id = t.id order by o.id desc limit 1)) order by t.id), '[]')
    from travels t where t.request_id = r.id) as travels,
  (select json_build_object('id', p.id, 'firstname', p.firstname, 'lastname', p.lastname, 'email', p.email,
      'phone', p.phone, 'mobile', p.mobile, 'homeTown', p.home_town, 'birthdate', p.birthdate, 'job', p.job,
      'hobby', p.hobby, 'status', p.status, 'createDate', ${sql.raw(iso('p.create_date'))},
      'languagesSpoken', (select coalesce(json_agg(json_build_object('culture', l.culture,
          'knowledgeLevel', l.knowledge_level) order by l.knowledge_level desc, l.id), '[]')
        from pa_languages l where l.pa_id = p.id),
      'vehicles', (select coalesce(json_agg(json_build_object('vehicleType', v.vehicle_type, 'brand', v.brand,
          'model', v.model, 'registrationYear', v.registration_year) order by v.id), '[]')
        from pa_vehicles v where v.pa_id = p.id),
      'assigns', (select coalesce(json_agg(json_build_object('date', s.date, 'city', s.city)
          order by s.date desc, s.id), '[]')
        from pa_past_assignments s where s.pa_id = p.id))
    from personal_assistants p where p.id = r.personal_assistant_id) as assigned_to,
  (select coalesce(json_agg(json_strip_nulls(json_build_object('status', f.status,
      'at', ${sql.raw(iso('f.at'))}, 'recordedAt', ${sql.raw(iso('f.recorded_at'))}, 'lat', f.lat, 'lng', f.lng,
      'accuracy', f.accuracy, 'note', f.note)) order by f.id), '[]')
    from field_reports f where f.request_id = r.id) as field`;

/** The request's list item and the rest of its detail, or null when there is no such request. */
export const loadDetail = itemWithStatement<DetailColumns>(columns);
