// mfe-users on its own, for development: renders one exposed page (?page=Name) without the shell's chrome; the pages
// are the ones the remote exposes to the shell (exposes.json).
import { exposedPages, startStandalone } from '@alfie/shared/ui/standalone';
import exposes from './exposes.json';

startStandalone(
  exposedPages(exposes, (file) => import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${file}`)),
);
