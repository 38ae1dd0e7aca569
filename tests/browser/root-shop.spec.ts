// The owner's shop, shop.yaml (or the file $SHOP_CONFIG names), in Chromium: every page of it does what
// every page of any shop does (see expectPageWorks). Nothing here reads a value of the shop, so an
// owner who changes every value still gets a green run. Runs in the "root shop" project only.
import { axeViolations, expect, expectPageWorks, test } from './fixtures.ts';
import { ROOT_SHOP_SITE, builtRoutes } from './sites.ts';

for (const route of builtRoutes(ROOT_SHOP_SITE.out)) {
  test(`${route} of the root shop answers, is accessible (axe), keeps its Content-Security-Policy, runs its script and links only to pages that exist`, async ({
    page,
  }) => {
    await expectPageWorks(page, route);
  });
}

test("the root shop's booking dialog, open, has no accessibility violations", async ({ page }) => {
  await page.goto('/');
  await page.locator('a[data-book]').first().click();
  expect((await axeViolations(page, 'dialog#booking')).map((v) => v.id)).toEqual([]);
});
