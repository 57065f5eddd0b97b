import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { password } from '../contracts/schemas/fields.ts';
import { renderIn } from '../testing/render.tsx';
import { useValibotForm } from './use-valibot-form.ts';
import { PasswordField } from './password-field.tsx';

const schema = v.object({ password });
const WEAK_PASSWORD_ERROR = /Invalid password/;

function Form({ onValid }: { onValid: (d: unknown) => void }) {
  const form = useValibotForm(schema, { defaultValues: { password: '' } });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <PasswordField control={form.control} name="password" label="Password" />
      <button type="submit">Save</button>
    </form>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

/** A mouse press on the button as a browser orders it: the field blurs at pointerdown, long before the click. */
async function pressButton(button: HTMLElement) {
  fireEvent.pointerDown(button);
  fireEvent.mouseDown(button);
  act(() => button.focus());
  await settle();
}

async function releaseButton(button: HTMLElement) {
  fireEvent.pointerUp(button);
  fireEvent.mouseUp(button);
  fireEvent.click(button);
  await settle();
}

describe('useValibotForm while a button is pressed', () => {
  it('keeps a shown error until the click, so the corrected form is sent by the first click', async () => {
    const onValid = jest.fn();
    await renderIn('en', <Form onValid={onValid} />);
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'weak');
    await userEvent.tab();
    expect(await screen.findByText(WEAK_PASSWORD_ERROR)).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'Strong-2026!');
    const save = screen.getByRole('button', { name: 'Save' });
    await pressButton(save);
    expect(screen.getByText(WEAK_PASSWORD_ERROR)).toBeInTheDocument();

    await releaseButton(save);
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0][0]).toEqual({ password: 'Strong-2026!' });
    expect(screen.queryByText(WEAK_PASSWORD_ERROR)).not.toBeInTheDocument();
  });

  it('shows a blur error only after the click that caused the blur', async () => {
    await renderIn('en', <Form onValid={jest.fn()} />);
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'weak');
    const save = screen.getByRole('button', { name: 'Save' });
    await pressButton(save);
    expect(screen.queryByText(WEAK_PASSWORD_ERROR)).not.toBeInTheDocument();
    await releaseButton(save);
    expect(screen.getByText(WEAK_PASSWORD_ERROR)).toBeInTheDocument();
  });

  it('validates at once on a keyboard blur', async () => {
    await renderIn('en', <Form onValid={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Password'), 'weak');
    await userEvent.tab();
    expect(await screen.findByText(WEAK_PASSWORD_ERROR)).toBeInTheDocument();
  });
});
