// The links between fields of the request form, called right after a field changes: an address clears the POI
// and a POI clears the address; a new country or city clears what depended on it; a new start moves the end to
// defaultEnd (start + 1 h, hour capped at 23). Handlers rather than a watch subscription, so every watcher (the
// live quote) sees the linked change.
import { useMemo, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { defaultEnd, localDateTime, type RequestFormValues } from '@alfie/shared/contracts';
import { toDateTimeLocal } from '@alfie/shared/ui/date-time-field';

type Form = UseFormReturn<RequestFormValues, unknown, unknown>;
export type FormLinks = ReturnType<typeof useFormLinks>;

export function useFormLinks(form: Form) {
  const { setValue, getFieldState, trigger } = form;
  const submitted = useRef(false);
  submitted.current = form.formState.isSubmitted;
  return useMemo(() => {
    const set = (name: keyof RequestFormValues, value: string) =>
      setValue(name, value, { shouldDirty: true });
    // Re-check a field the user has already met, so a message that no longer applies goes away (or shows).
    const recheck = (name: keyof RequestFormValues) => {
      if (getFieldState(name).isTouched || submitted.current) void trigger(name);
    };
    return {
      departurePoi: (value: string) => {
        if (value) set('departureStreet', '');
        recheck('departureStreet');
      },
      departureStreet: (value: string) => {
        if (value) set('departurePoiId', '');
      },
      arrivalPoi: (value: string) => {
        if (value) set('arrivalStreet', '');
        recheck('arrivalStreet');
      },
      arrivalStreet: (value: string) => {
        if (value) set('arrivalPoiId', '');
      },
      country: () => {
        set('cityId', '');
        set('departurePoiId', '');
        set('arrivalPoiId', '');
      },
      city: () => {
        set('departurePoiId', '');
        set('arrivalPoiId', '');
      },
      start: (value: string) => {
        const start = localDateTime(value);
        if (!start) return;
        set('end', toDateTimeLocal(defaultEnd(start)));
        // Always: past 22:00 the capped end is not an hour later, and the customer should see it at once.
        void trigger('end');
      },
      arrivalSame: () => recheck('arrivalStreet'),
    };
  }, [setValue, getFieldState, trigger]);
}
