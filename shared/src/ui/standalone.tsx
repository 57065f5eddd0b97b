// Starts a remote without the shell, for development: reads /config.json of its own origin (apiBaseUrl, PayPal
// settings), sets up the API client and i18n, and renders one exposed page (?page=Name, or the default page) in a
// router. Every remote's bootstrap calls it with its exposed pages (exposedPages); mfe-payment has its own router-less bootstrap.
import { StrictMode, Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi } from '@alfie/shared/api';
import { readStandaloneConfig } from '@alfie/shared/api/standalone-config';
import { initI18n } from '@alfie/shared/i18n';
import { useSession } from '@alfie/shared/session';
import { Loader } from './loader.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page declares its own props
export type StandalonePages = Record<string, LazyExoticComponent<ComponentType<any>>>;

/**
 * The pages a remote exposes (webpack's `exposes`: './Name' -> './src/pages/file.tsx'), each loaded on demand by
 * `load('file.tsx')`, by the names the shell asks for.
 */
export function exposedPages(
  exposes: Record<string, string>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page declares its own props
  load: (file: string) => Promise<{ default: ComponentType<any> }>,
): StandalonePages {
  return Object.fromEntries(
    Object.entries(exposes).map(([name, path]) => [
      name.replace(/^\.\//, ''),
      lazy(() => load(path.replace(/^\.\/src\/pages\//, ''))),
    ]),
  );
}

export async function startStandalone(pages: StandalonePages, defaultPage?: string): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const config = await readStandaloneConfig();
  configureApi({ baseURL: config.apiBaseUrl });
  await initI18n(useSession.getState().locale);
  const name = new URLSearchParams(window.location.search).get('page') ?? defaultPage;
  const Page = name ? pages[name] : undefined;
  const pageProps = { paypalClientId: config.paypalClientId, paypalSdkUrl: config.paypalSdkUrl };
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

type PageName<Path> = Path extends `./${infer Page}` ? Page : never;
/**
 * A remote's page map (its exposed-pages.ts, which the shell's routes are typed from) naming exactly the pages of its
 * exposes.json: a page missing from the map, or one the remote does not expose, is a type error where it is used.
 */
export type ExposesMatch<
  Exposes,
  Pages extends Record<PageName<keyof Exposes>, unknown> &
    Record<Exclude<keyof Pages, PageName<keyof Exposes>>, never>,
> = Pages;
