// GlobalLoader: the page overlay shown while any API call is in flight.
import { useIsLoading } from '@alfie/shared/api';
import { Loader } from './loader.tsx';

export function GlobalLoader() {
  return useIsLoading() ? <Loader overlay /> : null;
}
