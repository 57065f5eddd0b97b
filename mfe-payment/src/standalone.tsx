// mfe-payment on its own: the mobile web view opens this origin's index.html and gets only the payment page.
// A build of its own without federation (webpack.config.mjs `standalone`): no share scope to wait for, so no
// async boundary and no federation runtime. Reads /config.json of its own origin (apiBaseUrl, PayPal settings)
// and renders the page without a router (it needs none); the payment call is a bare fetch, without the shared
// client's session, loader and query cache: every byte here is on the web view's path.
import { StrictMode, startTransition } from 'react';
import { readStandaloneConfig } from '@alfie/shared/api/standalone-config';
import { useSession } from '@alfie/shared/session';
import { yieldToBrowser } from '@alfie/shared/ui/yield-to-browser';
import './standalone.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const configLoad = readStandaloneConfig();
  // The start runs in three tasks, a yield apart, while config.json is on its way: this one; i18next and its strings;
  // react-dom and the page. A module is evaluated at its eager import (it stays in this one file). On a slow phone
  // they were one long task (docs/performance.md).
  await yieldToBrowser();
  const { initI18n } = await import(/* webpackMode: "eager" */ '@alfie/shared/i18n');
  const config = await configLoad;
  await initI18n(useSession.getState().locale);
  await yieldToBrowser();
  const [{ createRoot }, { PaymentScreen }, { postWithFetch }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ './pages/payment-screen.tsx'),
    import(/* webpackMode: "eager" */ './payment/post-with-fetch.ts'),
  ]);
  const root = createRoot(container);
  // In a transition React renders in slices of a few milliseconds and yields between them: the first render is no
  // single long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <main>
          <PaymentScreen
            paypalClientId={config.paypalClientId}
            paypalSdkUrl={config.paypalSdkUrl}
            postPayment={postWithFetch(config.apiBaseUrl)}
          />
        </main>
      </StrictMode>,
    ),
  );
}

void start();
