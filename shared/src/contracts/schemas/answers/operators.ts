// The operators' accounts (modules/operators).
import * as v from 'valibot';
import { ROLES } from '../../roles.ts';
import { str, int, nstr } from './scalars.ts';

export const operatorSchema = v.object({
  id: int,
  firstname: str,
  lastname: str,
  email: str,
  createdDate: str,
  account: v.object({ id: int, username: str, role: v.picklist(ROLES), country: nstr }),
});

export type Operator = v.InferInput<typeof operatorSchema>;
