import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { exposedPages } from './standalone.tsx';

describe('exposedPages', () => {
  it('names each exposed page as the shell does and loads its file from the pages folder when rendered', async () => {
    const load = jest.fn(async (file: string) => ({ default: () => <p>page {file}</p> }));
    const pages = exposedPages(
      {
        './RequestsPage': './src/pages/requests-page.tsx',
        './CloseoutPage': './src/pages/closeout-page.tsx',
      },
      load,
    );
    expect(Object.keys(pages)).toEqual(['RequestsPage', 'CloseoutPage']);
    expect(load).not.toHaveBeenCalled();
    const Closeout = pages.CloseoutPage!;
    render(
      <Suspense fallback={null}>
        <Closeout />
      </Suspense>,
    );
    expect(await screen.findByText('page closeout-page.tsx')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('closeout-page.tsx');
  });
});
