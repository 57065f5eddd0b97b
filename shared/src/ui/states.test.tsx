import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { renderIn } from '../testing/render.tsx';
import { seriousViolations } from '../testing/axe.ts';
import { useLoader } from '../api/loader-store.ts';
import { ErrorState } from './error-state.tsx';
import { EmptyState } from './empty-state.tsx';
import { GlobalLoader } from './global-loader.tsx';
import { Loader } from './loader.tsx';
import { StatusBadge } from './status-badge.tsx';
import { Accordion } from './accordion.tsx';

describe('StatusBadge', () => {
  it.each([
    ['approved', 'green', 'Approved'],
    ['rejected', 'red', 'Rejected'],
    ['created', 'amber', 'Pending'],
    ['assigned', 'amber', 'Assigned'],
  ])('%s is %s and reads %s', async (status, tone, text) => {
    await renderIn('en', <StatusBadge status={status} />);
    expect(screen.getByText(text)).toHaveAttribute('data-tone', tone);
  });

  it('translates the label', async () => {
    await renderIn('it', <StatusBadge status="created" />);
    expect(screen.getByText('In attesa')).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('says sending failed and retries', async () => {
    const onRetry = jest.fn();
    await renderIn('en', <ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sending data to server failed');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('EmptyState and Loader', () => {
  it('shows the default empty text and a labelled inline loader', async () => {
    await renderIn(
      'fr',
      <>
        <EmptyState />
        <Loader />
      </>,
    );
    expect(screen.getByText('Aucune donnée à afficher')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });

  it('the global loader follows the count of calls in flight', async () => {
    await renderIn('en', <GlobalLoader />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => useLoader.getState().start());
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => useLoader.getState().stop());
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Accordion', () => {
  it('opens and closes its panel and says so', async () => {
    await renderIn('en', <Accordion title="Mario Rossi">details</Accordion>);
    const toggle = screen.getByRole('button', { name: /Mario Rossi/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('details')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('details')).toBeVisible();
  });
});
