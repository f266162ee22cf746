import { useQuery } from '@tanstack/react-query';
import { api } from '../../contracts/api';
import { apiQuery, useApiMutation } from '../api';

/** React Query key of the purchase screen. */
export const PURCHASES_QUERY_KEY = ['purchases'] as const;

/** The packs, the configured channels and my purchases. */
export function usePurchases() {
  return useQuery({ ...apiQuery(api.getPurchases, {}, PURCHASES_QUERY_KEY), staleTime: 10_000 });
}

/** Asks the server for a Stars invoice link of a pack. */
export function useCreateStarsInvoice() {
  return useApiMutation(api.createStarsInvoice);
}
