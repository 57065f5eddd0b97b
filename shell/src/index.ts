// Entry of the shell: the dynamic import is the async boundary that lets the federation runtime negotiate the
// shared singletons (React, router, session store...) before any of them is evaluated.
import('./bootstrap.tsx');
