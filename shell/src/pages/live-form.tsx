// The form of a page that may be prerendered (login, signup, the password pages): inert until React has hydrated
// it, so nothing is typed into it or submitted from it before it is live, and posted if it ever were (never the
// password in a URL).
// Only this wrapper re-renders when hydration ends: its children are the same elements, so React keeps them.
import type { FormHTMLAttributes } from 'react';
import { useHydrated } from '../app/use-hydrated.ts';

export function LiveForm(props: Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'inert'>) {
  const hydrated = useHydrated();
  return <form {...props} method="post" inert={!hydrated} />;
}
