// The shell's root component: the browser router around the route table, with the locale kept in sync.
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes.tsx';
import { useLocaleSync } from './locale-sync.ts';

export default function App() {
  useLocaleSync();
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
