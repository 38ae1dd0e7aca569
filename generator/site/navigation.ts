// The site's navigation as data: the header and phone menu show the tree, the footer a view of it; pages named by their urls.ts addresses.
import type { IconName, Shop } from './shop.ts';
import { blogPageUrl, PAGE_URLS, serviceUrl } from './urls.ts';

export interface NavLink {
  label: string;
  url: string;
  icon?: IconName;
}

export interface NavGroup {
  label: string;
  /** The element id of the group's list, for the toggle that shows it on phones. */
  id: string;
  links: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'links' in item;

export function navigation(shop: Shop): NavItem[] {
  return [
    { label: shop.ui.navHome, url: PAGE_URLS.home },
    { label: shop.ui.navAbout, url: PAGE_URLS.about },
    { label: shop.ui.navServices, id: 'services-list', links: shop.services.map((s) => ({ label: s.title, url: serviceUrl(s.slug), icon: s.icon })) },
    { label: shop.ui.navPricing, url: PAGE_URLS.pricing },
    ...(shop.blog?.posts.length ? [{ label: shop.ui.navBlog, url: blogPageUrl(1) }] : []),
    { label: shop.ui.navContact, url: PAGE_URLS.contact },
  ];
}

/** The footer's quick links: the menu without the blog, with the services footerServices names (in its order), else all of them. */
export function quickLinks(shop: Shop): NavLink[] {
  const services = shop.footerServices?.map((slug) => serviceUrl(slug));
  return navigation(shop)
    .filter((item) => isGroup(item) || item.url !== blogPageUrl(1))
    .flatMap((item) => {
      if (!isGroup(item)) return [item];
      const links = item.links.map(({ label, url }) => ({ label, url }));
      return services ? services.flatMap((url) => links.filter((link) => link.url === url)) : links;
    });
}

/** The menu item a page lights up: itself, or the group or section it is in (an article lights up "Blog" without claiming to be that page). */
export function menuPosition(url: string, item: NavLink): 'page' | 'within' | undefined {
  if (url === item.url) return 'page';
  return item.url !== PAGE_URLS.home && url.startsWith(item.url) ? 'within' : undefined;
}
