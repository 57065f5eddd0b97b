import { render, screen } from '@testing-library/react';
import { TruncatedText } from './truncated-text.tsx';

it('keeps text of up to 18 characters whole', () => {
  const { container } = render(<TruncatedText text="Reggio nell'Emili" />);
  expect(container.textContent).toBe("Reggio nell'Emili");
  const { container: c18 } = render(<TruncatedText text="123456789012345678" />);
  expect(c18.textContent).toBe('123456789012345678');
  expect(c18.querySelector('[title]')).toBeNull();
});

it('cuts longer text to 17 characters plus an ellipsis, with the whole text on hover and for screen readers', () => {
  const full = 'Milano - Via Monte Napoleone';
  render(<TruncatedText text={full} />);
  const shown = screen.getByText('Milano - Via Mont…');
  expect(shown).toHaveAttribute('aria-hidden', 'true');
  expect(shown.parentElement).toHaveAttribute('title', full);
  expect(screen.getByText(full)).toHaveClass('alfie-visually-hidden');
});

it('renders nothing for a missing text', () => {
  const { container } = render(<TruncatedText text={null} />);
  expect(container.textContent).toBe('');
});
