// Starts the shell: reads /config.json, points the API client at the API, sets up i18n in the stored locale,
// registers the remotes, then renders the App inside a root error boundary.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@alfie/shared/api';
import { addNamespace, initI18n } from '@alfie/shared/i18n';
import { useSession } from '@alfie/shared/session';
import App from './app/app.tsx';
import { RootErrorBoundary } from './boot/root-error-boundary.tsx';
import { StartupFailure } from './boot/startup-failure.tsx';
import { FEDERATION_NAMESPACE, federationStrings } from './federation/federation-strings.ts';
import { registerConfiguredRemotes } from './federation/register-remotes.ts';
import { loadRuntimeConfig } from './federation/runtime-config.ts';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  const [config] = await Promise.allSettled([
    loadRuntimeConfig(),
    initI18n(useSession.getState().locale).then(() => addNamespace(FEDERATION_NAMESPACE, federationStrings)),
  ]);
  if (config.status === 'rejected') {
    console.error('[shell] cannot start', config.reason);
    root.render(<StartupFailure />);
    return;
  }
  configureApi({ baseURL: config.value.apiBaseUrl });
  registerConfiguredRemotes(config.value);
  root.render(
    <StrictMode>
      <RootErrorBoundary>
        <App />
      </RootErrorBoundary>
    </StrictMode>,
  );
}

void start();
