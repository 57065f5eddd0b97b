// The first calls the shell knows of without a manifest, by remote and exposed page (the shape of a manifest's
// metaData.exposeCalls): none in the product, where each remote's manifest declares its own. The one-bundle
// comparison build (tooling/webpack/one-bundle.mjs), which has no manifests, replaces this module with every
// remote's declared calls, so that both builds send a page's first calls ahead alike.
export const builtInFirstCalls: Record<string, Record<string, string[]>> = {};
