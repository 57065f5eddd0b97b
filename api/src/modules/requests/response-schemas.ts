// JSON schemas of the answers, for fast serialization of long lists and for /docs.
const str = { type: 'string' } as const;
const nstr = { type: ['string', 'null'] } as const;
const nnum = { type: ['number', 'null'] } as const;
const int = { type: 'integer' } as const;
const nint = { type: ['integer', 'null'] } as const;

const obj = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});

export const stopSchema = obj({
  city: str,
  poi: nstr,
  poiId: nint,
  street: nstr,
  poiPrice: nnum,
  cityPrice: nnum,
  flatPrice: nnum,
  streetNumber: nstr,
  postalCode: nstr,
  cityId: int,
  countryId: int,
  country: str,
  orderIndex: int,
});

export const referentSchema = obj({ firstname: str, lastname: str, phone: str, mobile: str, email: str });

const slotProps: Record<string, unknown> = { requiredVehicle: nstr };
for (let i = 1; i <= 7; i++) slotProps[`requiredVehicle${i}`] = nstr;
for (let i = 1; i <= 6; i++) slotProps[`requiredCulture${i}`] = nstr;

export const listItemSchema = obj({
  id: int,
  uId: str,
  type: str,
  createDate: str,
  startDatetime: str,
  endDatetime: str,
  status: str,
  personalAssistantId: nint,
  passengers: int,
  cities: { type: 'array', items: stopSchema },
  customers: {
    type: ['object', 'null'],
    properties: { id: int, businessName: str, vatCode: nstr, email: str },
    required: ['id', 'businessName', 'vatCode', 'email'],
  },
  services: nstr,
  serviceNotes: nstr,
  helpNotes: nstr,
  ...slotProps,
  amount: nnum,
  additionalDetails: nstr,
  paPaymentAmount: nnum,
  paPaymentInstant: nstr,
  referents: { type: 'array', items: referentSchema },
  currencyCode: str,
  currencySymbol: str,
});

export const listSchema = { type: 'array', items: listItemSchema };
export const cityNamesSchema = { type: 'array', items: str };
