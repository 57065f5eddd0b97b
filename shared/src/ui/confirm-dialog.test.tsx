import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '../testing/render.tsx';
import { seriousViolations } from '../testing/axe.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const handlers = () => ({ onConfirm: jest.fn(), onCancel: jest.fn() });

test('asks the question with translated Cancel and Confirm', async () => {
  const h = handlers();
  await renderIn('fr', <ConfirmDialog open title="Supprimer" text="Vraiment ?" {...h} />);
  const dialog = screen.getByRole('dialog', { name: 'Supprimer' });
  expect(dialog).toHaveTextContent('Vraiment ?');
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  expect(h.onConfirm).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
  expect(h.onCancel).toHaveBeenCalledTimes(1);
  expect(await seriousViolations()).toEqual([]);
});

test('Escape cancels; a closed dialog renders nothing', async () => {
  const h = handlers();
  const { rerender } = await renderIn('en', <ConfirmDialog open title="Delete" text="Sure?" {...h} />);
  await userEvent.keyboard('{Escape}');
  expect(h.onCancel).toHaveBeenCalledTimes(1);
  rerender(<ConfirmDialog open={false} title="Delete" text="Sure?" {...h} />);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('takes its own confirm label and more content after the question', async () => {
  await renderIn(
    'en',
    <ConfirmDialog
      open
      title="Delete profile"
      text="Erased: your data."
      confirmLabel="Delete"
      {...handlers()}
    >
      <p>Kept: invoices.</p>
    </ConfirmDialog>,
  );
  const paragraphs = screen.getByRole('dialog').querySelectorAll('p');
  expect([...paragraphs].map((p) => p.textContent)).toEqual(['Erased: your data.', 'Kept: invoices.']);
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
});

test('busy disables both buttons while the call runs', async () => {
  const h = handlers();
  await renderIn('en', <ConfirmDialog open busy title="Send" text="Send it?" {...h} />);
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
});
