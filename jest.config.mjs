// Unit and component tests of every front end: `npx jest` here, or `npm test -w <workspace>` for one project.
import { FRONT_END_WORKSPACES, frontEndProject } from './tooling/jest/preset.mjs';

export default {
  // A workspace without tests yet must not fail the run.
  passWithNoTests: true,
  projects: FRONT_END_WORKSPACES.map(frontEndProject),
};
