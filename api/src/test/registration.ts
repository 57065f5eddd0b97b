// The company signup payload of POST /Auth/registercustomer (docs/product.md §3), valid as it stands: tests change
// only what they are about, on the company (`company`) or on its login (`account`).
export function registration(
  email: string,
  {
    company = {},
    account = {},
  }: { company?: Record<string, unknown>; account?: Record<string, unknown> } = {},
) {
  const now = new Date().toISOString();
  return {
    BusinessName: 'Nuova Impresa S.r.l.',
    CreateDate: now,
    Email: email,
    Country: 'Italia',
    City: 'Milano',
    PostalCode: '20121',
    Street: 'Via Roma 1',
    Sdi: 'M5UXCR1',
    VatCode: 'IT12345678901',
    FiscalCode: '12345678901',
    ...company,
    Account: {
      AccountType: 'Customer',
      Username: email,
      Password: 'Secret-2026!',
      CreateDate: now,
      Status: 'Created',
      role: 'customer',
      TermsConditions: true,
      Privacy: true,
      Language: 'en',
      ...account,
    },
  };
}
