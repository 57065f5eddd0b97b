// What the shell hands the remotes as 'react-hook-form' (tooling/webpack/host-share-scope.mjs): the names the
// front ends and the libraries they bundle import. The shell's login form already loads react-hook-form, so a remote's form page takes it from
// the shell instead of downloading a copy of its own; only these names, since the share scope's
// namespace import keeps every export of what it names, on the login route too. The remotes' own fallback stays
// the whole package. Import 'react-hook-form' as usual, never this file; a name not listed here fails
// shared/src/host-thin.test.ts, so add it here first. The list only grows: remotes built earlier import from it.
// appendErrors, get and set: what @hookform/resolvers imports (use-valibot-form.ts).
export { appendErrors, get, set, useController, useFieldArray, useForm, useWatch } from 'react-hook-form';
