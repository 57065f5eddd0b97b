// Deletes the customer's profile (GET /customer/alfie/delete-customer).
import { alfie } from './alfie.ts';

async function deleteCustomer(id: number): Promise<void> {
  await alfie.get('/customer/alfie/delete-customer', { params: { id } });
}

export const useDeleteCustomer = () => deleteCustomer;
