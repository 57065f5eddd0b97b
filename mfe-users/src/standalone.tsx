// Starts this remote without the shell: reads /config.json of its own origin (apiBaseUrl, PayPal settings), sets
// up the API client and i18n, and renders one exposed page (?page=Name, or the default page) in a router.
import { StrictMode, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi } from '@alfie/shared/api';
import { initI18n } from '@alfie/shared/i18n';
import { useSession } from '@alfie/shared/session';
import { Loader } from '@alfie/shared/ui/loader';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page declares its own props
type Pages = Record<string, LazyExoticComponent<ComponentType<any>>>;

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

export async function startStandalone(pages: Pages, defaultPage?: string): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const config = await readConfig();
  configureApi({ baseURL: config.apiBaseUrl ?? 'http://localhost:4000' });
  await initI18n(useSession.getState().locale);
  const name = new URLSearchParams(window.location.search).get('page') ?? defaultPage;
  const Page = name ? pages[name] : undefined;
  const pageProps = { paypalClientId: config.paypalClientId ?? '', paypalSdkUrl: config.paypalSdkUrl ?? '' };
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Suspense fallback={<Loader />}>
          {Page ? (
            <Page {...pageProps} />
          ) : (
            <nav>
              <ul>
                {Object.keys(pages).map((page) => (
                  <li key={page}>
                    <a href={`?page=${page}`}>{page}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </Suspense>
      </BrowserRouter>
    </StrictMode>,
  );
}
