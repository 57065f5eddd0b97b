import { screen } from '@testing-library/react';
import { setRuntimeConfigForTests } from '../federation/runtime-config.ts';
import { fakeJwt } from '@alfie/shared/testing/jwt';
import { renderAt, signIn, signOut } from './test-utils.tsx';

jest.mock('../federation/remote-page.tsx', () => ({
  RemotePage: ({ remote, module, props }: { remote: string; module: string; props?: object }) => (
    <p data-testid="remote">{`${remote}/${module}${props ? ` ${JSON.stringify(props)}` : ''}`}</p>
  ),
}));

const where = () => screen.getByTestId('where').textContent;

beforeEach(signOut);

describe('guards', () => {
  it.each(['/richieste', '/pricing', '/landing-richiesta', '/profile'])(
    '%s without a token goes to / and shows the login',
    async (path) => {
      await renderAt(path);
      expect(where()).toBe('/');
      expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    },
  );

  it('an expired token goes to /', async () => {
    signIn('operator-admin', fakeJwt(-10));
    await renderAt('/pricing');
    expect(where()).toBe('/');
    expect(screen.queryByTestId('remote')).toBeNull();
  });

  it.each([
    ['customer', '/richieste', '/landing-richiesta'],
    ['operator-user', '/pricing', '/richieste'],
    ['operator-user', '/nuovi-PA', '/richieste'],
    ['operator-recruiter', '/richieste', '/nuovi-PA'],
    ['operator-admin', '/profile', '/richieste'],
    ['personal-assistant', '/richieste', '/pa'],
    ['personal-assistant', '/two-factor', '/pa'],
    ['customer', '/pa', '/landing-richiesta'],
    ['operator-admin', '/pa-assignments', '/richieste'],
    ['someone', '/richieste', '/'],
  ])('role %s may not open %s: it goes to / and on to %s', async (role, path, landing) => {
    signIn(role);
    await renderAt(path);
    expect(where()).toBe(landing);
  });

  it.each([
    ['operator-user', '/richieste-consumer', 'mfe_requests/RequestsPage {"type":"consumer"}'],
    ['operator', '/assegnazione?id=4', 'mfe_requests/AssignmentPage'],
    ['operator-user', '/chiusura-servizi', 'mfe_requests/CloseoutPage'],
    ['operator-recruiter', '/nuovi-PA', 'mfe_recruiting/ApplicantsPage'],
    ['operator-admin', '/pricing', 'mfe_pricing/PricingPage'],
    ['operator', '/user-management', 'mfe_users/UsersPage'],
    ['customer', '/customer-request-details?id=3', 'mfe_customer/RequestDetailPage'],
    ['personal-assistant', '/pa', 'mfe_pa/OpenRequestsPage'],
    ['personal-assistant', '/pa-offers', 'mfe_pa/OffersPage'],
    ['personal-assistant', '/pa-assignments', 'mfe_pa/AssignmentsPage'],
  ])('role %s opens %s', async (role, path, shown) => {
    signIn(role);
    await renderAt(path);
    expect(screen.getByTestId('remote')).toHaveTextContent(shown);
    expect(where()).toBe(path);
  });

  it.each([null, 'customer', 'personal-assistant'])(
    'the PA application form is public (session: %s)',
    async (role) => {
      if (role) signIn(role);
      await renderAt('/candidatura');
      expect(screen.getByTestId('remote')).toHaveTextContent('mfe_pa/ApplicationPage');
      expect(where()).toBe('/candidatura');
    },
  );

  it('the payment page is public', async () => {
    await renderAt('/do-paypal-payment?token=x&requestId=1&amount=10');
    expect(screen.getByTestId('remote')).toHaveTextContent('mfe_payment/PaymentPage');
  });

  it('the payment page gets the PayPal client id and SDK URL of config.json', async () => {
    setRuntimeConfigForTests({
      apiBaseUrl: 'http://api.test',
      remotes: {},
      paypalClientId: 'client-id',
      paypalSdkUrl: 'http://sdk.test/js',
    });
    await renderAt('/do-paypal-payment?token=x&requestId=1&amount=10');
    expect(screen.getByTestId('remote')).toHaveTextContent(
      'mfe_payment/PaymentPage {"paypalClientId":"client-id","paypalSdkUrl":"http://sdk.test/js"}',
    );
    setRuntimeConfigForTests(null);
  });
});

describe('/ with a valid session', () => {
  it.each([
    ['operator-user', '/richieste'],
    ['operator-admin', '/richieste'],
    ['operator', '/richieste'],
    ['operator-recruiter', '/nuovi-PA'],
    ['customer', '/landing-richiesta'],
    ['personal-assistant', '/pa'],
  ])('%s goes to %s', async (role, path) => {
    signIn(role);
    await renderAt('/');
    expect(where()).toBe(path);
  });

  it('an unknown role sees the login', async () => {
    signIn('pa');
    await renderAt('/');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('not found', () => {
  it('any other path shows not found', async () => {
    await renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'not found' })).toBeInTheDocument();
  });
});
