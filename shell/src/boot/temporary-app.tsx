// Temporary App used until shell/src/app/app.tsx (routes, chrome) exists: mounts each remote page by path so
// runtime composition can be tried end to end.
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page.tsx';

export default function TemporaryApp() {
  return (
    <BrowserRouter>
      <nav>
        <Link to="/pricing">pricing</Link> <Link to="/richieste">richieste</Link>
      </nav>
      <main>
        <Routes>
          <Route path="/pricing" element={<RemotePage remote="mfe_pricing" module="PricingPage" />} />
          <Route
            path="/richieste"
            element={<RemotePage remote="mfe_requests" module="RequestsPage" props={{ type: 'business' }} />}
          />
          <Route path="*" element={<p>shell</p>} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
