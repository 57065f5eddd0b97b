// useValibotForm: react-hook-form validated by a contracts valibot schema, on blur and on submit.
import { useForm } from 'react-hook-form';
import type { FieldValues, UseFormProps } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';

export function useValibotForm<TSchema extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>, 'resolver'> = {},
) {
  return useForm<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    ...options,
    resolver: valibotResolver(schema),
  });
}
