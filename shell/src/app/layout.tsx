// The chrome around every screen: skip link, header, main content, footer and the global loader.
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GlobalLoader } from '@alfie/shared/ui/global-loader';
import { Footer } from './footer.tsx';
import { usePaWorker } from '../pwa/use-pa-worker.ts';
import { Header } from './header.tsx';
import './app.css';

export function Layout() {
  const { t } = useTranslation('common');
  usePaWorker();
  return (
    <div className="shell">
      <a className="shell-skip" href="#main">
        {t('APP.SKIP_TO_CONTENT')}
      </a>
      <Header />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <GlobalLoader />
    </div>
  );
}
