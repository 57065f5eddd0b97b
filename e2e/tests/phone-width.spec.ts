// Every screen on a 390 and a 360 px wide phone: the signed-out screens in it, en and fr, and for each role with
// signed-in screens, every route the shell lets it open (shell/src/app/route-table.ts; routes
// that take an id get a real one from the seed), checked once its content is shown: nothing scrolls the page
// sideways, a wide table scrolls in its own box. The generic operator role has no demo account; operator-admin
// opens the same screens. At 1280 px the password field's buttons stay inside their own column.
import type { APIRequestContext, Locator } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures.ts';
import type { DemoUser, Page } from '../fixtures.ts';
import { requireApi } from '../support/api.ts';
import { CUSTOMER_STRINGS } from '../support/customer.ts';
import { expectFitsWidth, expectInsideWidth, PHONE } from '../support/phone.ts';
import { STRINGS } from '../support/strings.ts';
import { twoFactorIt as tf } from '@alfie/shared/i18n/locales/two-factor-it';
import { strings as recruitingStrings } from '../../mfe-recruiting/src/i18n/strings.ts';
import { P as paStrings } from './pa-support.ts';
import { P as pricingStrings, U as usersStrings } from './pricing-support.ts';
import { apiGet, apiList, C, R, tokenOf } from './requests-support.ts';

const rq = R.it;
const rc = recruitingStrings.it;
const pr = pricingStrings.it;
const us = usersStrings.it;
const cu = CUSTOMER_STRINGS.it;
const pa = paStrings.it;

interface Screen {
  path: string;
  /** Waits until the screen shows its data, not only its heading. */
  shown: (page: Page) => Promise<void>;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const firstRow = (table: Locator) => table.locator('tbody tr').first();

async function headingAnd(page: Page, title: string, ...content: Locator[]) {
  await expect(h1(page, title)).toBeVisible();
  for (const locator of content) await expect(locator).toBeVisible();
}

const requestsScreens = (assignable: number): Screen[] => [
  {
    path: '/richieste',
    shown: (p) => headingAnd(p, rq.businessTitle, firstRow(p.getByRole('table', { name: rq.tableCaption }))),
  },
  {
    path: '/richieste-consumer',
    shown: (p) => headingAnd(p, rq.consumerTitle, firstRow(p.getByRole('table', { name: rq.tableCaption }))),
  },
  ...['/assegnazione', '/assignment'].map((route) => ({
    path: `${route}?id=${assignable}`,
    shown: async (p: Page) => {
      await headingAnd(p, rq.assignmentTitle, p.getByRole('heading', { name: rq.details }));
      // An offer's panel carries the PA's details: the widest part of the page.
      await p.locator('.alfie-accordion-toggle').first().click();
      await expect(p.locator('.alfie-accordion-panel').first()).toBeVisible();
    },
  })),
  {
    path: '/dispatch-board',
    shown: (p) => headingAnd(p, rq.dispatchTitle, p.getByRole('rowheader').first()),
  },
  {
    path: '/chiusura-servizi',
    shown: async (p) => {
      await headingAnd(p, rq.coTitle);
      // By default only services still to confirm, which the seed has none of: every state shows its rows.
      await p.getByLabel(rq.coStateFilter).selectOption('');
      await expect(firstRow(p.getByRole('table', { name: rq.coCaption }))).toBeVisible();
    },
  },
];

const applicantsScreen: Screen = {
  path: '/nuovi-PA',
  shown: (p) =>
    headingAnd(p, rc.applicantsTitle, firstRow(p.getByRole('table', { name: rc.applicantsCaption }))),
};
const companiesScreen: Screen = {
  path: '/new-companies',
  shown: (p) =>
    headingAnd(p, rc.companiesTitle, firstRow(p.getByRole('table', { name: rc.companiesCaption }))),
};
const twoFactorScreen = (admin: boolean): Screen => ({
  path: '/two-factor',
  shown: (p) =>
    headingAnd(
      p,
      tf['TWO_FACTOR.TITLE'],
      p.getByRole('button', { name: tf['TWO_FACTOR.SETUP'] }),
      ...(admin ? [p.getByRole('group', { name: tf['TWO_FACTOR.POLICY_INTRO'] })] : []),
    ),
});

/** A business request awaiting a PA, visible to operator-user (Italy), with at least one PA's offer shown. */
async function assignableRequest(request: APIRequestContext): Promise<number> {
  const token = await tokenOf(request, 'operator');
  const { items } = await apiList(request, token, { type: 'business', status: 'created', limit: '30' });
  for (const { id } of items) {
    const offers = await apiGet<{ response: string }[]>(
      request,
      token,
      `/PersonalAssistant/alfie/personal-assistant-by-request?id=${id}`,
    );
    if (offers.some((o) => o.response !== 'read')) return id;
  }
  throw new Error('no business request of the seed awaits a PA with an offer');
}

/** One of the demo customer's ongoing requests. */
async function customerRequest(request: APIRequestContext): Promise<number> {
  const token = await tokenOf(request, 'customer');
  const [first] = await apiGet<{ id: number }[]>(
    request,
    token,
    '/request/alfie/requests?status=ongoing&limit=1',
  );
  if (!first) throw new Error('the demo customer has no ongoing request');
  return first.id;
}

const ROLES: { user: DemoUser; screens: (request: APIRequestContext) => Promise<Screen[]> }[] = [
  {
    user: 'admin',
    screens: async (request) => [
      ...requestsScreens(await assignableRequest(request)),
      applicantsScreen,
      companiesScreen,
      {
        path: '/pricing',
        shown: (p) =>
          headingAnd(
            p,
            pr.pricingTitle,
            firstRow(p.getByRole('table', { name: pr.countriesCaption })),
            firstRow(p.getByRole('table', { name: pr.pricesCaption })),
          ),
      },
      {
        path: '/user-management',
        shown: (p) => headingAnd(p, us.usersTitle, firstRow(p.getByRole('table', { name: us.listCaption }))),
      },
      twoFactorScreen(true),
    ],
  },
  {
    user: 'operator',
    screens: async (request) => [
      ...requestsScreens(await assignableRequest(request)),
      companiesScreen,
      twoFactorScreen(false),
    ],
  },
  {
    user: 'recruiter',
    screens: async () => [applicantsScreen, twoFactorScreen(false)],
  },
  {
    user: 'customer',
    screens: async (request) => [
      {
        path: '/landing-richiesta',
        shown: async (p) => {
          await headingAnd(p, cu.newRequestTitle);
          await expect(p.getByLabel(cu.businessName, { exact: true })).not.toHaveValue('');
        },
      },
      { path: '/ty-page', shown: (p) => headingAnd(p, cu.tyTitle) },
      {
        path: '/profile',
        shown: (p) => headingAnd(p, cu.profileTitle, p.getByText(DEMO.customer.email).first()),
      },
      {
        path: '/richieste-customer',
        shown: (p) =>
          headingAnd(
            p,
            cu.reservationsTitle,
            // On a phone each reservation is a card, the link to its booking.
            p.getByRole('region', { name: cu.ongoing }).getByRole('listitem').first(),
            p.getByRole('region', { name: cu.closed }).getByRole('listitem').first(),
          ),
      },
      {
        path: `/customer-request-details?id=${await customerRequest(request)}`,
        shown: (p) =>
          headingAnd(p, cu.requestDetailTitle, p.getByRole('heading', { name: cu.assistanceTitle })),
      },
    ],
  },
  {
    user: 'pa',
    screens: async () => [
      { path: '/pa', shown: (p) => headingAnd(p, pa.openTitle, p.getByRole('article').first()) },
      { path: '/pa-offers', shown: (p) => headingAnd(p, pa.offersTitle, p.getByRole('article').first()) },
      {
        path: '/pa-assignments',
        shown: async (p) => {
          await headingAnd(p, pa.assignmentsTitle);
          await p.getByRole('button', { name: pa.showPast }).click();
          const past = p.getByRole('region', { name: pa.pastAssignments });
          await expect(past.getByRole('article').or(past.getByText(pa.noPast)).first()).toBeVisible();
        },
      },
    ],
  },
];

const PHONE_WIDTHS = [PHONE.viewport.width, 360] as const;
const LOCALES = ['it', 'en', 'fr'] as const;

/** The signed-out screens, each shown once its heading (and the data it waits for) is there. */
const publicScreens = (locale: (typeof LOCALES)[number]): Screen[] => {
  const c = STRINGS[locale];
  const password = (p: Page) => p.getByLabel(c['SIGNUP.PASSWORD'], { exact: true });
  return [
    { path: '/', shown: (p) => headingAnd(p, c['LOGIN.TITLE']) },
    {
      path: '/signup',
      shown: async (p) => {
        await headingAnd(p, c['SIGNUP.TITLE']);
        await expect(p.getByLabel(c['SIGNUP.COUNTRY'])).toBeEnabled();
        // The password's buttons and its open information bubble: the widest part of the form.
        await password(p).scrollIntoViewIfNeeded();
        await p.getByRole('button', { name: c['COMMON.MORE_INFO'] }).focus();
        await expect(p.getByRole('tooltip')).toBeVisible();
      },
    },
    { path: '/recupero-password', shown: (p) => headingAnd(p, c['RECOVERY.TITLE']) },
    {
      path: '/reset-password?token=phone-width',
      shown: async (p) => {
        await headingAnd(p, c['RESET.TITLE']);
        await p.getByRole('button', { name: c['COMMON.MORE_INFO'] }).focus();
        await expect(p.getByRole('tooltip')).toBeVisible();
      },
    },
    {
      path: '/candidatura',
      shown: (p) =>
        headingAnd(p, paStrings[locale].applyTitle, p.getByRole('checkbox', { name: 'Milano', exact: true })),
    },
    {
      path: '/pagina-che-non-esiste',
      shown: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
    },
  ];
};

/** Checks the shown screen at each phone width in turn (a resize reflows it; no second visit is needed). */
async function expectFitsEveryPhone(page: Page, where: string) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.viewport.height });
    // Soft: one screen that overflows does not hide the next ones.
    await expectFitsWidth(page, `${where} at ${width} px`, { soft: true });
  }
}

test.describe(`signed out, on ${PHONE_WIDTHS.join(' and ')} px wide phones`, () => {
  test.use(PHONE);

  for (const locale of LOCALES) {
    test(`every screen fits the width in ${locale}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      if (locale !== 'it') await page.getByLabel(STRINGS.it['HEADER.LANGUAGE']).selectOption(locale);
      for (const screen of publicScreens(locale)) {
        await page.setViewportSize(PHONE.viewport);
        await page.goto(screen.path);
        await screen.shown(page);
        await expectFitsEveryPhone(page, `${screen.path} (${locale})`);
      }
    });
  }
});

test.describe('at 1280 px', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`the signup password's buttons stay in their column, clear of the language select (${locale})`, async ({
      page,
    }) => {
      const c = STRINGS[locale];
      await page.goto('/');
      await page.getByLabel(STRINGS.it['HEADER.LANGUAGE']).selectOption(locale);
      await page.goto('/signup');
      const language = await page.getByLabel(c['SIGNUP.LANGUAGE']).boundingBox();
      const input = await page.getByLabel(c['SIGNUP.PASSWORD'], { exact: true }).boundingBox();
      for (const name of [c['COMMON.SHOW_PASSWORD'], c['COMMON.MORE_INFO']]) {
        const button = (await page.getByRole('button', { name }).boundingBox())!;
        const overlaps =
          button.x < language!.x + language!.width &&
          language!.x < button.x + button.width &&
          button.y < language!.y + language!.height &&
          language!.y < button.y + button.height;
        expect(overlaps, `${name} overlaps the language select`).toBe(false);
        expect(button.x, `${name} starts left of the password field`).toBeGreaterThanOrEqual(input!.x);
      }
    });
  }
});

test.describe(`on ${PHONE_WIDTHS.join(' and ')} px wide phones`, () => {
  test.use(PHONE);

  for (const { user, screens } of ROLES) {
    test(`every screen of ${DEMO[user].role} fits the width`, async ({ page, request, signInAs }) => {
      test.setTimeout(120_000);
      requireApi();
      const list = await screens(request);
      await signInAs(user, list[0]!.path);
      for (const [i, screen] of list.entries()) {
        await page.setViewportSize(PHONE.viewport);
        if (i > 0) await page.goto(screen.path);
        await screen.shown(page);
        await expectFitsEveryPhone(page, screen.path);
      }
      // The role's menu, the same on each of its screens, opens inside the page too (at the narrowest width).
      await page.getByRole('button', { name: C.it['HEADER.MENU'] }).click();
      await expectInsideWidth(
        page,
        page.getByRole('navigation', { name: C.it['HEADER.MENU_LABEL'] }),
        'the menu',
      );
    });
  }
});
