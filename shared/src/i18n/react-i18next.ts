// What the shell hands the remotes as 'react-i18next' (tooling/webpack/host-share-scope.mjs): the names the front
// ends import, not the whole package, whose Trans, HOCs and SSR helpers the share scope's namespace import would
// otherwise keep in the chunk of every remote page (a shared module is not tree-shaken). The remotes'
// own fallback stays the whole package. Import 'react-i18next' as usual, never this file; a name not listed here
// fails shared/src/host-thin.test.ts, so add it here first. The list only grows: remotes built earlier
// import names from it.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
