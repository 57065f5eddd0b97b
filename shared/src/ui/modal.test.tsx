import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderIn } from '../testing/render.tsx';
import { seriousViolations } from '../testing/axe.ts';
import { Modal } from './modal.tsx';
import { PdfModal, legalPdfUrl } from './pdf-modal.tsx';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Confirm"
        actions={<button>OK</button>}
      >
        <input aria-label="note" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled dialog that keeps focus inside and closes with Escape', async () => {
    const onClose = jest.fn();
    await renderIn('en', <Harness onClose={onClose} />);
    await userEvent.click(screen.getByText('open'));
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(await seriousViolations()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('open')).toHaveFocus();
  });

  it('closes with its translated close button', async () => {
    await renderIn('it', <Harness />);
    await userEvent.click(screen.getByText('open'));
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('PdfModal', () => {
  it('shows the document of the current locale', async () => {
    await renderIn('fr', <PdfModal open onClose={() => {}} document="privacy" />);
    expect(screen.getByRole('dialog', { name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(screen.getByTitle('Politique de confidentialité')).toHaveAttribute('src', '/legal/fr/privacy.pdf');
  });

  it('falls back to Italian for an unknown locale', () => {
    expect(legalPdfUrl('terms', 'de')).toBe('/legal/it/terms.pdf');
  });
});
