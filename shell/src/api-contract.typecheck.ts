// Compile-time proof that the shell's calls match the API's OpenAPI document: the same requests the pages send,
// written against the client generated from it (@alfie/api/client). Never bundled or run; `npm run typecheck`
// fails when a path, a field the shell sends, or an answer the shell reads no longer fits the document.
import type { InferInput, InferOutput } from 'valibot';
import type { Client } from 'openapi-fetch';
import type { paths } from '@alfie/api/client';
import type { loginSchema, signupFormSchema } from '@alfie/shared/contracts/schemas/auth';
import { toRegistrationPayload } from '@alfie/shared/contracts/schemas/auth';
import type { CountryForForm, LoginResponse } from '@alfie/shared/contracts/schemas/answers';
import type {
  TwoFactorChallenge,
  TwoFactorDisabled,
  TwoFactorEnabled,
  TwoFactorPolicy,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@alfie/shared/contracts/two-factor';
import type { Locale } from '@alfie/shared/contracts/constants';
import type { OperatorRole } from '@alfie/shared/contracts/roles';
import type { CodeInput } from './two-factor/two-factor-api.ts';

export async function shellCallsFitTheDocument(
  alfie: Client<paths>,
  form: {
    login: InferInput<typeof loginSchema>;
    signup: InferOutput<typeof signupFormSchema>;
    email: string;
    token: string;
    password: string;
    locale: Locale;
    code: CodeInput;
    role: OperatorRole;
  },
): Promise<void> {
  // login-page.tsx
  const login: LoginResponse | TwoFactorChallenge | undefined = (
    await alfie.POST('/Auth/authenticate', { body: form.login })
  ).data;
  // signup-page.tsx
  await alfie.POST('/Auth/registercustomer', { body: toRegistrationPayload(form.signup) });
  // recovery-page.tsx
  await alfie.GET('/Auth/generateresetpasswordtoken', { params: { query: { username: form.email } } });
  // reset-password-page.tsx
  await alfie.POST('/Auth/resetpassword', { body: { token: form.token, password: form.password } });
  // language-picker.tsx
  await alfie.POST('/request/alfie/change-language', { body: { Language: form.locale } });
  // signup-page.tsx's served countries (before any login: get-cities is public) and the request form's places
  // (GET /system/alfie/get-cities?language), as shared/api/served-countries.ts and the remotes read them.
  const places: CountryForForm[] | undefined = (
    await alfie.GET('/system/alfie/get-cities', { params: { query: { language: form.locale } } })
  ).data;
  // two-factor/two-factor-api.ts
  const status: TwoFactorStatus | undefined = (await alfie.GET('/Auth/two-factor/status')).data;
  const setup: TwoFactorSetup | undefined = (await alfie.POST('/Auth/two-factor/setup')).data;
  const enabled: TwoFactorEnabled | undefined = (
    await alfie.POST('/Auth/two-factor/enable', { body: { code: 'code' in form.code ? form.code.code : '' } })
  ).data;
  const disabled: TwoFactorDisabled | undefined = (
    await alfie.POST('/Auth/two-factor/disable', { body: form.code })
  ).data;
  const verified: LoginResponse | undefined = (
    await alfie.POST('/Auth/two-factor/verify', { body: { challenge: 'c', ...form.code } })
  ).data;
  const policy: TwoFactorPolicy | undefined = (
    await alfie.POST('/operator/alfie/two-factor-policy', { body: { role: form.role, required: true } })
  ).data;
  void [login, places, status, setup, enabled, disabled, verified, policy];
}
