// What each remote exposes, with each page's props, from the remotes' own src/exposed-pages.ts (type-only imports:
// no bytes reach the shell). A route naming a page its remote does not expose, or giving it props it does not take,
// fails the shell's type check instead of the browser.
import type { ExposedPages as CustomerPages } from '@alfie/mfe-customer/src/exposed-pages.ts';
import type { ExposedPages as PaPages } from '@alfie/mfe-pa/src/exposed-pages.ts';
import type { ExposedPages as PaymentPages } from '@alfie/mfe-payment/src/exposed-pages.ts';
import type { ExposedPages as PricingPages } from '@alfie/mfe-pricing/src/exposed-pages.ts';
import type { ExposedPages as RecruitingPages } from '@alfie/mfe-recruiting/src/exposed-pages.ts';
import type { ExposedPages as RequestsPages } from '@alfie/mfe-requests/src/exposed-pages.ts';
import type { ExposedPages as UsersPages } from '@alfie/mfe-users/src/exposed-pages.ts';
import type { RemoteName } from './remote-names.ts';

export interface RemotePages {
  mfe_customer: CustomerPages;
  mfe_pa: PaPages;
  mfe_payment: PaymentPages;
  mfe_pricing: PricingPages;
  mfe_recruiting: RecruitingPages;
  mfe_requests: RequestsPages;
  mfe_users: UsersPages;
}

/** The props a page component takes (undefined for a page that takes none). */
type PropsOf<Page> = Page extends (...args: infer Args) => unknown ? Args[0] : never;

/** One page of one remote with the props it takes: `{ remote, module, props? }`. */
export type RemotePageRef = {
  [R in RemoteName]: {
    [M in keyof RemotePages[R] & string]: {
      remote: R;
      /** Exposed module without './', e.g. 'RequestsPage'. */
      module: M;
      props?: PropsOf<RemotePages[R][M]>;
    };
  }[keyof RemotePages[R] & string];
}[RemoteName];
