import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { email, password, requiredText } from '../contracts/schemas/fields.ts';
import { renderIn } from '../testing/render.tsx';
import { seriousViolations } from '../testing/axe.ts';
import { useValibotForm } from './use-valibot-form.ts';
import { TextField } from './text-field.tsx';
import { PasswordField } from './password-field.tsx';
import { SelectField } from './select-field.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { DateTimeField } from './date-time-field.tsx';

const schema = v.object({
  name: requiredText(),
  email,
  password,
  country: requiredText(),
  terms: v.literal(true, 'AUTH.GENERAL.PRIVACY_INVALID'),
  start: requiredText(),
});

function Form({
  onValid,
  countries = [{ value: 'IT', label: 'Italia' }],
}: {
  onValid: (d: unknown) => void;
  countries?: { value: string; label: string }[];
}) {
  const form = useValibotForm(schema, {
    defaultValues: {
      name: '',
      email: '',
      password: '',
      country: '',
      terms: false as unknown as true,
      start: '',
    },
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <TextField control={form.control} name="name" label="Name" required />
      <TextField control={form.control} name="email" label="E-mail" type="email" />
      <PasswordField control={form.control} name="password" label="Password" tooltip="8 characters or more" />
      <SelectField
        control={form.control}
        name="country"
        label="Country"
        options={countries}
        placeholder="Choose"
      />
      <CheckboxField control={form.control} name="terms" label="I accept" />
      <DateTimeField control={form.control} name="start" label="Start" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('form fields', () => {
  it('show the translated error keys of the schema and mark the inputs invalid', async () => {
    const onValid = jest.fn();
    await renderIn('en', <Form onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    const name = screen.getByLabelText(/Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('required field');
    expect(screen.getByText('To register you must accept the terms and privacy policy')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('invalid e-mail')).toBeInTheDocument();
    expect(screen.getByText(/Invalid password: it must contain at least 8 characters/)).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('translate errors in Italian too', async () => {
    await renderIn('it', <Form onValid={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('campo obbligatorio').length).toBeGreaterThan(0);
  });

  it('submit typed values when valid', async () => {
    const onValid = jest.fn();
    await renderIn('en', <Form onValid={onValid} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'ACME');
    await userEvent.type(screen.getByLabelText('E-mail'), 'a@b.it');
    await userEvent.type(screen.getByLabelText('Password'), 'Abcdef1!');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'IT');
    await userEvent.click(screen.getByLabelText('I accept'));
    await userEvent.type(screen.getByLabelText('Start'), '2030-05-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid.mock.calls[0][0]).toEqual({
      name: 'ACME',
      email: 'a@b.it',
      password: 'Abcdef1!',
      country: 'IT',
      terms: true,
      start: '2030-05-01T10:00',
    });
  });

  it('password field toggles visibility and explains the rule in a tooltip', async () => {
    await renderIn('en', <Form onValid={jest.fn()} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('8 characters or more');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('select says "no option" when it has none', async () => {
    await renderIn('en', <Form onValid={jest.fn()} countries={[]} />);
    expect(screen.getByRole('option', { name: 'no option' })).toBeInTheDocument();
  });
});
