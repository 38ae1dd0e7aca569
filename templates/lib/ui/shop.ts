// Words the generator itself writes into the shop's texts and head tags (see index.ts): the warranty
// a repair has when shop.yaml gives none, a price seen only on inspection, the titles of the blog's
// later pages. Every language has every key (typed as SHOP_EN).

export const SHOP_EN = {
  /** A catalogue repair's warranty when shop.yaml gives none; {warrantyDays} is the fact. */
  repairWarranty: '{warrantyDays}-day warranty',
  /** A price the shop gives only after seeing the device, also where a text names it ({price:…}). */
  onInspection: 'on inspection',
  /** A price row's models, when its prices reach the newest model: "iPhone 6 onwards". */
  modelsOnwards: '{device} {series} onwards',
  /** A price row's models: "iPhone 6 to 15". */
  modelsFromTo: '{device} {from} to {to}',
  /** Under a price row whose newest models are priced on inspection. */
  newerOnInspection: 'newer models on inspection',
  /** Under a price row with some models priced on inspection. */
  someOnInspection: 'some models on inspection',
  /** The title of the blog's second and later pages. */
  blogPageTitle: '{title}, page {page}',
  /** The description of the blog's second and later pages. */
  blogPageDescription: '{description} Page {page} of {pages}.',
};

export const SHOP_HI: typeof SHOP_EN = {
  repairWarranty: '{warrantyDays} दिन की वारंटी',
  onInspection: 'जाँच के बाद',
  modelsOnwards: '{device} {series} और नए',
  modelsFromTo: '{device} {from} से {to}',
  newerOnInspection: 'नए मॉडल जाँच के बाद',
  someOnInspection: 'कुछ मॉडल जाँच के बाद',
  blogPageTitle: '{title}, पेज {page}',
  blogPageDescription: '{description} पेज {page} / {pages}.',
};

export const SHOP_MR: typeof SHOP_EN = {
  repairWarranty: '{warrantyDays} दिवसांची वॉरंटी',
  onInspection: 'तपासणीनंतर',
  modelsOnwards: '{device} {series} आणि पुढचे',
  modelsFromTo: '{device} {from} ते {to}',
  newerOnInspection: 'नवीन मॉडेल तपासणीनंतर',
  someOnInspection: 'काही मॉडेल तपासणीनंतर',
  blogPageTitle: '{title}, पान {page}',
  blogPageDescription: '{description} पान {page} / {pages}.',
};
