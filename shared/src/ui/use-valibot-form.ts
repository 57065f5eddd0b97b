// useValibotForm: react-hook-form validated by a contracts valibot schema, on blur and on submit.
import { useForm } from 'react-hook-form';
import type { FieldValues, Resolver, UseFormProps } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { pointerReleased, watchPointerPresses } from './pointer-release.ts';

export function useValibotForm<TSchema extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>, 'resolver'> = {},
) {
  watchPointerPresses();
  const validate = valibotResolver(schema) as Resolver<
    v.InferInput<TSchema>,
    unknown,
    v.InferOutput<TSchema>
  >;
  return useForm<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    // Every issue of the schema, each beside its field: by default the resolver stops a pipe at its first issue, so a
    // form with one empty field never ran its cross-field checks (a company's VAT, fiscal code and SDI rule).
    criteriaMode: 'all',
    ...options,
    // Every field's errors wait for the press that blurred it to end, so nothing moves between pointerdown and click.
    resolver: async (...args) => {
      await pointerReleased();
      return validate(...args);
    },
  });
}
