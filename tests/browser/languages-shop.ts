// The full fixture shop in English, Hindi and Marathi, for the browser tests of languages
// (tests/browser/languages.spec.ts): its booking choices, WhatsApp texts and pricing page texts are
// translated, everything else is left in English, so the pages show both translated texts and
// marked fallbacks; an article links to the pricing page. Written into a folder with the fixture's pictures:
//   node --import tsx tests/browser/languages-shop.ts .out/e2e-languages
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** The edits, each a line of full.yaml and what it becomes. */
const EDITS: [string, string][] = [
  ['  languages: [en]\n', '  languages: [en, hi, mr]\n'],
  [
    '  book: Hi, I would like to book a repair appointment.',
    '  book:\n    en: Hi, I would like to book a repair appointment.\n    hi: नमस्ते, मुझे रिपेयर के लिए अपॉइंटमेंट बुक करना है।\n    mr: नमस्कार, मला दुरुस्तीसाठी अपॉइंटमेंट बुक करायची आहे.',
  ],
  [
    '    - iPhone Repair\n    - MacBook Repair\n',
    '    - { en: iPhone Repair, hi: iPhone रिपेयर, mr: iPhone दुरुस्ती }\n    - { en: MacBook Repair, hi: MacBook रिपेयर, mr: MacBook दुरुस्ती }\n',
  ],
  [
    '  intro: Prices include parts, labour and the warranty. You approve a written quote before any work starts.',
    '  intro:\n    en: Prices include parts, labour and the warranty. You approve a written quote before any work starts.\n    hi: कीमत में पार्ट्स, मज़दूरी और वारंटी शामिल है। काम शुरू होने से पहले आप लिखित कोटेशन मंज़ूर करते हैं।\n    mr: किमतीत पार्ट्स, मजुरी आणि वॉरंटी समाविष्ट आहे. काम सुरू होण्याआधी तुम्ही लेखी कोटेशन मंजूर करता.',
  ],
  // A link in an article to a page of the site: on a Hindi or Marathi page it leads to that language's page.
  ['a device health check-up tells you in minutes.', 'a device health check-up tells you in minutes. See [our prices](/pricing/#finder).'],
];

export function languagesShop(): string {
  return EDITS.reduce(
    (text, [from, to]) => {
      if (!text.includes(from)) throw new Error(`tests/fixtures/full.yaml no longer has ${JSON.stringify(from)}; update tests/browser/languages-shop.ts`);
      return text.replace(from, to);
    },
    readFileSync(path.join(FIXTURES, 'full.yaml'), 'utf8'),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = path.resolve(process.argv[2] ?? '.out/e2e-languages');
  mkdirSync(folder, { recursive: true });
  cpSync(path.join(FIXTURES, 'images'), path.join(folder, 'images'), { recursive: true });
  writeFileSync(path.join(folder, 'shop.yaml'), languagesShop());
}
