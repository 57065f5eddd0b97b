// Entry point. The module hook is registered before the API's modules are resolved, so the rest is imported after it.
import './boot/drizzle-resolve.ts';

await import('./main.ts');
