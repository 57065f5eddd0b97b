// mfe-payment on its own: the mobile web view opens this origin's index.html and gets only the payment page.
// A build of its own without federation (webpack.config.mjs `standalone`): no share scope to wait for, so no
// async boundary and no federation runtime. Reads /config.json of its own origin (apiBaseUrl, PayPal settings)
// and renders the page without a router (it needs none); the payment call is a bare fetch, without the shared
// client's session, loader and query cache: every byte here is on the web view's path.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readStandaloneConfig } from '@alfie/shared/api/standalone-config';
import { initI18n } from '@alfie/shared/i18n';
import { useSession } from '@alfie/shared/session';
import { PaymentScreen } from './pages/payment-screen.tsx';
import { postWithFetch } from './payment/post-with-fetch.ts';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const config = await readStandaloneConfig();
  await initI18n(useSession.getState().locale);
  createRoot(container).render(
    <StrictMode>
      <main>
        <PaymentScreen
          paypalClientId={config.paypalClientId}
          paypalSdkUrl={config.paypalSdkUrl}
          postPayment={postWithFetch(config.apiBaseUrl)}
        />
      </main>
    </StrictMode>,
  );
}

void start();
