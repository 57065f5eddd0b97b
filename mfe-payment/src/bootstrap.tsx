// mfe-payment on its own: the mobile web view opens this origin's index.html and gets only the payment page.
// Reads /config.json of its own origin (apiBaseUrl, PayPal settings) and renders the page without a router:
// the page needs none, and leaving react-router out keeps the web view's download small.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@alfie/shared/api';
import { initI18n } from '@alfie/shared/i18n';
import { useSession } from '@alfie/shared/session';
import PaymentPage from './pages/payment-page.tsx';

interface StandaloneConfig {
  apiBaseUrl?: string;
  paypalClientId?: string;
  paypalSdkUrl?: string;
}

async function readConfig(): Promise<StandaloneConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as StandaloneConfig) : {};
  } catch {
    return {};
  }
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const config = await readConfig();
  configureApi({ baseURL: config.apiBaseUrl ?? 'http://localhost:4000' });
  await initI18n(useSession.getState().locale);
  createRoot(container).render(
    <StrictMode>
      <main>
        <PaymentPage paypalClientId={config.paypalClientId ?? ''} paypalSdkUrl={config.paypalSdkUrl ?? ''} />
      </main>
    </StrictMode>,
  );
}

void start();
