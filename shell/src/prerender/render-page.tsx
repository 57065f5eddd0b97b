// The build's prerender of the public pages (tooling/webpack/prerender-plugin.mjs bundles this file for Node and
// calls renderPage): the App's own tree at one path, signed out, in the default language, rendered to static
// HTML once every on-demand page of the route has loaded. The page hydrates it (bootstrap.tsx).
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { DEFAULT_LOCALE } from '@alfie/shared/contracts/constants';
import { initI18n } from '@alfie/shared/i18n';
import { appRoot } from '../app/app.tsx';

export async function renderPage(location: string): Promise<string> {
  await initI18n(DEFAULT_LOCALE);
  const AtLocation = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(appRoot(AtLocation), {
    onError: (error) => void errors.push(error),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length) throw new AggregateError(errors, `prerender of ${location} failed`);
  return Buffer.concat(chunks).toString('utf8');
}
