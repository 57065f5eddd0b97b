// Every parameter of every mail template, in every language, reaches the HTML part escaped: a user's name,
// company or address can never become markup or a link in a mail client.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAIL_TEMPLATES } from './catalog.ts';
import { escapeHtml, renderMail } from './render.ts';

const EVIL = `<img src=x onerror=alert(1)>"'&<script>alert(2)</script>`;

test('no template lets a parameter into its HTML unescaped', () => {
  let checked = 0;
  for (const [name, langs] of Object.entries(MAIL_TEMPLATES)) {
    for (const [lang, text] of Object.entries(langs)) {
      const params = Object.fromEntries(
        [...JSON.stringify(text).matchAll(/\{(?:when:)?(\w+)\}/g)].map((m) => [m[1]!, EVIL]),
      );
      const action = (text as { action?: { urlParam: string } }).action;
      if (action) params[action.urlParam] = `javascript:alert(3)//${EVIL}`;
      const mail = renderMail(name, lang, params);
      assert.ok(!mail.html.includes('<img') && !mail.html.includes('<script'), `${name} ${lang}: raw markup`);
      assert.ok(!mail.html.includes('javascript:'), `${name} ${lang}: a javascript: link`);
      if (Object.keys(params).some((p) => p !== action?.urlParam))
        assert.ok(mail.html.includes(escapeHtml(EVIL)), `${name} ${lang}: the value is shown, escaped`);
      checked += 1;
    }
  }
  assert.ok(checked >= 3 * 5, `${checked} template and language pairs`);
});
