// Test helper: renders a remote's page in a memory router at a path, in a locale, with a probe that shows where
// the page navigated (path, query and router state).
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n } from '@alfie/shared/i18n';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </p>
  );
}

/** Renders `page` at `path` (?query included); any other path renders nothing but the `where` probe. */
export async function renderPage(
  page: ReactElement,
  path = '/',
  locale: 'it' | 'en' | 'fr' = 'en',
  state: unknown = null,
) {
  await act(async () => {
    await i18n.changeLanguage(locale);
  });
  const route = path.split('?')[0]!;
  return render(
    <MemoryRouter initialEntries={[{ pathname: route, search: path.slice(route.length), state }]}>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
