// The shops the benchmark builds (scripts/bench.ts): the embedded shop.yaml with any number of generated articles, in its own languages or in the first one,
// two or three of English, Hindi and Marathi, each article in every language of the shop, as an owner who translates everything writes it.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the benchmark's shops, their pictures, its sites and its figures go. */
export const BENCH_DIR = path.resolve('.out/bench');

const BODIES = {
  en: 'The device came in with a fault that looked simple. Under the microscope it was not.\n\n## What we did\n\n- Checked the battery, the charging circuit and the display connector.\n- Replaced the part, tested it under load, and returned it the same day.\n\n**Lesson:** a free diagnosis first saves money later.\n',
  hi: 'डिवाइस की खराबी आसान लग रही थी। माइक्रोस्कोप के नीचे ऐसा नहीं था।\n\n## हमने क्या किया\n\n- बैटरी, चार्जिंग सर्किट और डिस्प्ले कनेक्टर जाँचा।\n- पार्ट बदला, लोड पर टेस्ट किया और उसी दिन लौटा दिया।\n\n**सीख:** पहले मुफ़्त जाँच से बाद में पैसे बचते हैं।\n',
  mr: 'डिव्हाइसचा बिघाड सोपा वाटत होता. मायक्रोस्कोपखाली तसा नव्हता.\n\n## आम्ही काय केलं\n\n- बॅटरी, चार्जिंग सर्किट आणि डिस्प्ले कनेक्टर तपासला.\n- पार्ट बदलला, लोडवर टेस्ट केला आणि त्याच दिवशी परत केला.\n\n**धडा:** आधी मोफत तपासणी केल्यास नंतर पैसे वाचतात.\n',
};
const CATEGORIES = [
  ['Battery', 'बैटरी', 'बॅटरी'],
  ['Screens', 'स्क्रीन', 'स्क्रीन'],
  ['MacBook', 'MacBook', 'MacBook'],
  ['Water Damage', 'पानी से नुकसान', 'पाण्याचे नुकसान'],
];

/** The articles' dates, spread over the months and days of 2026. */
const spreadDates = (i: number) => `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;

/** shop.yaml with `count` more articles, written next to a copy of its pictures. */
export async function syntheticShop(count: number, date = spreadDates, languages = 0): Promise<string> {
  const own = await readFile('shop.yaml', 'utf8');
  // The shop's languages, or its first `languages` of English, Hindi and Marathi.
  const source = languages === 0 ? own : own.replace(/^ {2}languages: \[[^\]]*\]$/m, `  languages: [${['en', 'hi', 'mr'].slice(0, languages).join(', ')}]`);
  const listed = /^ {2}languages: \[([^\]]*)\]$/m.exec(source)?.[1];
  const langs = listed?.split(',').map((lang) => lang.trim()) ?? ['en'];
  // A text in each language under its key, or the English text itself in a shop of one language.
  const per = (texts: Record<string, string>) => (langs.length === 1 ? ` ${texts.en}` : langs.map((lang) => `\n        ${lang}: ${texts[lang]}`).join(''));
  // A Markdown body as a YAML block: each line but the empty ones indented under its key.
  const block = (text: string) => `|\n${text.replace(/^(?=.)/gm, ' '.repeat(langs.length === 1 ? 10 : 12))}`;
  const body = per({ en: block(BODIES.en), hi: block(BODIES.hi), mr: block(BODIES.mr) });
  const posts = Array.from({ length: count }, (_, i) => {
    const [en, hi, mr] = CATEGORIES[i % 4];
    return `    - title:${per({ en: `"Repair note ${i + 1}: what we found inside"`, hi: `"रिपेयर नोट ${i + 1}: अंदर हमें क्या मिला"`, mr: `"दुरुस्ती नोंद ${i + 1}: आत आम्हाला काय सापडलं"` })}
      slug: repair-note-${i + 1}
      excerpt:${per({ en: `A short account of repair number ${i + 1}, what was wrong and how it was fixed.`, hi: `"रिपेयर नंबर ${i + 1} का छोटा हाल, क्या खराब था और कैसे ठीक हुआ।"`, mr: `"दुरुस्ती क्रमांक ${i + 1} ची थोडक्यात माहिती, काय बिघडलं होतं आणि कसं दुरुस्त केलं."` })}
      date: ${date(i)}
      author: ${i % 2 ? 'Arjun Mehta' : 'Sneha Rao'}
      readTime: ${(i % 9) + 2}
      category:${per({ en, hi, mr })}
      body:${body}
`;
  }).join('');
  const file = path.join(BENCH_DIR, `shop-${count}-${date(0)}-${languages}.yaml`);
  await mkdir(BENCH_DIR, { recursive: true });
  await cp('images', path.join(BENCH_DIR, 'images'), { recursive: true });
  await writeFile(file, source.replace(/^ {2}posts:\n/m, `  posts:\n${posts}`));
  return file;
}
