// Entry of mfe-pa when opened on its own; the dynamic import is the async boundary the shared singletons need.
import('./bootstrap.tsx');
