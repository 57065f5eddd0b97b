// The app's icon written into its index.html as a data: URL. Over HTTP/1.1 Chromium opens at most six connections
// to an origin, and the icon's request held one of them while the federation runtime's chunks, on the way to every
// signed-in page, waited for a free one (docs/performance.md). favicon.svg is still emitted: the deployment answers
// /favicon.ico with it (deploy/nginx/shell.conf.template).
import { readFileSync } from 'node:fs';

export class InlineFaviconPlugin {
  /** @param {{ html: any, file: string }} options html: the HtmlWebpackPlugin class; file: the SVG icon */
  constructor({ html, file }) {
    this.html = html;
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InlineFaviconPlugin', (compilation) => {
      this.html.getHooks(compilation).alterAssetTagGroups.tap('InlineFaviconPlugin', (data) => {
        const href = `data:image/svg+xml,${encodeURIComponent(readFileSync(this.file, 'utf8').trim())}`;
        for (const tag of data.headTags) {
          if (tag.tagName === 'link' && tag.attributes.rel === 'icon') tag.attributes.href = href;
        }
        return data;
      });
    });
  }
}
