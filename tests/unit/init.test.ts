// npm run init, driven from answer files as its tests and scripts drive it: a shop in Koramangala
// made from the full fixture (a shop in Powai written like the sample), an answer changed in a file
// with { … } lines, answers that check refuses, and no terminal to ask in.
import { execFileSync } from 'node:child_process';
import { closeSync, constants, existsSync, lstatSync, openSync, readFileSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { main } from '../../generator/init/init.ts';
import { mapPosition } from '../../generator/init/map-position.ts';
import { QUESTIONS } from '../../generator/init/questions.ts';
import { findUsLeftOut, initNeedsTerminal, sampleLeft, sampleMarked, textToTranslate } from '../../generator/messages/index.ts';
import { parse } from '../../generator/shop/load.ts';
import { SCHEMA_FILE } from '../../generator/shop/modeline.ts';
import { validate } from '../../generator/shop/validate.ts';
import { FIXTURES, FULL, MINIMAL, besideLeftovers, runCli, tempDir } from '../helpers.ts';

const KORAMANGALA = {
  name: 'Fixit Koramangala',
  phone: '99001 23456',
  whatsapp: '+91 99001 23456',
  email: 'hello@fixitkoramangala.in',
  street: 'No. 12, 80 Feet Road, 4th Block',
  locality: 'Koramangala',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560034',
  map: 'https://www.google.com/maps/place/Forum+Mall/@12.9352,77.6245,17z',
  opens: '10:00',
  closes: '20:30',
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  serviceAreas: 'HSR Layout, BTM Layout, Indiranagar, Ejipura, Madiwala',
  landmark: 'Opposite Forum Mall, above the pharmacy',
  parking: 'Two-wheeler parking in front',
  station: '',
  siteUrl: 'https://fixitkoramangala.in',
};

/** Runs npm run init in this process with answers from a file; returns its exit code and output. */
async function init(args: string[], answers?: object): Promise<{ code: number; out: string; err: string }> {
  const argv = [...args];
  if (answers) {
    const file = path.join(await tempDir('answers-'), 'answers.json');
    await writeFile(file, JSON.stringify(answers));
    argv.push('--answers', file);
  }
  const out: string[] = [];
  const err: string[] = [];
  const [log, error] = [console.log, console.error];
  console.log = (...a: unknown[]) => void out.push(a.join(' '));
  console.error = (...a: unknown[]) => void err.push(a.join(' '));
  try {
    return { code: await main(argv), out: out.join('\n'), err: err.join('\n') };
  } finally {
    [console.log, console.error] = [log, error];
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('npm run init', () => {
  it('makes a shop in Koramangala from a shop in Powai: no page names Powai, Mumbai or the old shop, only the texts still marked sample are left', async () => {
    const folder = path.join(await tempDir('init-'), 'koramangala');
    const file = path.join(folder, 'shop.yaml');
    const result = await init(['--from', FULL, '--config', file], KORAMANGALA);
    expect(result.code, result.err).toBe(0);

    // The file: the answers in their fields, the first line pointing at the schema from its folder.
    const written = readFileSync(file, 'utf8');
    const shop = parseDocument(written).toJS();
    expect(shop.business).toMatchObject({ name: 'Fixit Koramangala', phone: '99001 23456', geo: { latitude: 12.9352, longitude: 77.6245 } });
    expect(shop.business.address).toMatchObject({ locality: 'Koramangala', city: 'Bengaluru', postalCode: '560034' });
    expect(shop.business.mapEmbedUrl).toBe('https://www.google.com/maps?q=12.9352,77.6245&z=16&output=embed');
    expect(shop.serviceAreas).toEqual(['Koramangala', 'HSR Layout', 'BTM Layout', 'Indiranagar', 'Ejipura', 'Madiwala']);
    expect(shop.contact.findUs).toEqual({ landmark: 'Opposite Forum Mall, above the pharmacy', parking: 'Two-wheeler parking in front' });
    const schema = /\$schema=(\S+)/.exec(written.split('\n')[0])![1];
    expect(path.resolve(folder, schema)).toBe(SCHEMA_FILE);
    // Every comment of the file it started from is still there.
    const comments = (text: string) =>
      text
        .split('\n')
        .filter((l) => l.trimStart().startsWith('#'))
        .slice(1);
    expect(comments(written)).toEqual(comments(readFileSync(FULL, 'utf8')));
    // The pictures it names, copied beside it.
    for (const picture of ['images/bench.webp', 'images/customer.jpg']) expect(existsSync(path.join(folder, picture)), picture).toBe(true);

    // The site, built into the shop's own folder.
    const pages = (await filesUnder(path.join(folder, 'dist'))).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const html = await readFile(page, 'utf8');
      expect(html, page).not.toMatch(/Powai|Mumbai|Maharashtra|Fruit Fixers|91234 56789|fruitfixers\.example/);
    }
    expect(await readFile(path.join(folder, 'dist', 'contact', 'index.html'), 'utf8')).toContain('Koramangala, Bengaluru');

    // What check still says: the parts marked SAMPLE CONTENT, and the sample's values outside them, a warning each kind.
    const checked = await runCli(['check', '--config', file]);
    expect(checked.code).toBe(0);
    const warnings = checked.err.split('\n').filter((l) => l.startsWith(`${file}:`));
    const marked = warnings.filter((w) => w.includes(sampleMarked()));
    expect(marked.length).toBe(written.split('\n').filter((l) => l.includes('SAMPLE CONTENT:')).length);
    for (const warning of warnings.filter((w) => !marked.includes(w))) expect(warning).toContain(sampleLeft('text', 1, []).split('; ').at(-1));
    expect(besideLeftovers(checked.err)).toBe('');
  });

  it('changes a shop file where it stands: only the answered values, in their quotes and { … } lines', async () => {
    const file = path.join(await tempDir('init-'), 'shop.yaml');
    const before = readFileSync(MINIMAL, 'utf8');
    await writeFile(file, before);
    const result = await init(['--config', file, '--no-build'], {
      opens: '08:30',
      days: 'Monday, Tuesday',
      postalCode: '400072',
      landmark: 'Behind the bus depot',
    });
    expect(result.code, result.err).toBe(0);
    const after = readFileSync(file, 'utf8');
    const changed = after.split('\n').filter((line) => !before.split('\n').includes(line));
    expect(changed).toEqual([
      '    postalCode: "400072"',
      '  hours: { opens: "08:30", closes: "18:30", days: [Monday, Tuesday] }',
      '  findUs: { landmark: Behind the bus depot }',
    ]);
    expect(before.split('\n').filter((line) => !after.split('\n').includes(line))).toHaveLength(2);
    expect((await runCli(['check', '--config', file])).code).toBe(0);
  });

  it('writes valid YAML into an empty value, a text where a list belongs, a text on lines of its own and a new group with a comma', async () => {
    const file = path.join(await tempDir('init-'), 'shop.yaml');
    const before = readFileSync(MINIMAL, 'utf8')
      .replace('  email: shop@minimal.example', '  email:')
      .replace(/^serviceAreas: .*$/m, 'serviceAreas: Powai, Chandivali')
      .replace('  tagline: Phone repair', '  tagline: >-\n    Phone repair\n    done well');
    await writeFile(file, before);
    const result = await init(['--config', file, '--no-build'], {
      email: 'hello@fixit.in',
      serviceAreas: 'HSR Layout, BTM Layout',
      landmark: 'Opposite Forum Mall, above the pharmacy',
    });
    expect(result.code, result.err).toBe(0);
    const shop = parseDocument(readFileSync(file, 'utf8')).toJS();
    expect(shop.business.email).toBe('hello@fixit.in');
    expect(shop.business.tagline).toBe('Phone repair done well');
    expect(shop.serviceAreas).toEqual(['Powai', 'HSR Layout', 'BTM Layout']);
    expect(shop.contact.findUs).toEqual({ landmark: 'Opposite Forum Mall, above the pharmacy' });
    expect((await runCli(['check', '--config', file])).code).toBe(0);
  });

  it('refuses to guess in a file YAML cannot read, and leaves it as it was', async () => {
    const file = path.join(await tempDir('init-'), 'shop.yaml');
    const broken = readFileSync(MINIMAL, 'utf8').replace('  tagline: Phone repair', '\ttagline: Phone repair');
    await writeFile(file, broken);
    const result = await init(['--config', file], { phone: '99001 23456' });
    expect(result.code).toBe(1);
    expect(result.err).toContain('has a mistake in its YAML, so init cannot tell where each answer goes');
    expect(readFileSync(file, 'utf8')).toBe(broken);
  });

  it('a new shop never replaces a picture already in its folder, and a refused answer copies none', async () => {
    const folder = await tempDir('init-');
    const file = path.join(folder, 'shop.yaml');
    const refused = await init(['--from', FULL, '--config', file], { phone: '123' });
    expect(refused.code).toBe(1);
    expect(existsSync(path.join(folder, 'images'))).toBe(false);
    await mkdir(path.join(folder, 'images'));
    await writeFile(path.join(folder, 'images', 'bench.webp'), 'mine');
    const made = await init(['--from', FULL, '--config', file, '--no-build'], { phone: '99001 23456' });
    expect(made.code, made.err).toBe(0);
    expect(readFileSync(path.join(folder, 'images', 'bench.webp'), 'utf8')).toBe('mine');
    expect(existsSync(path.join(folder, 'images', 'customer.jpg'))).toBe(true);
  });

  it('a new shop gets only the pictures the build would accept: a link to a picture outside and a FIFO are not copied, and do not stop it', async () => {
    const root = await tempDir('init-');
    const from = path.join(root, 'old');
    await cp(FIXTURES, from, { recursive: true });
    await copyFile(path.join(FIXTURES, 'images', 'team.jpg'), path.join(root, 'private.jpg'));
    await symlink(path.join(root, 'private.jpg'), path.join(from, 'images', 'link.jpg'));
    const fifo = path.join(from, 'images', 'fifo.jpg');
    execFileSync('mkfifo', [fifo]);
    const text = readFileSync(FULL, 'utf8').replaceAll('images/team.jpg', 'images/link.jpg').replace('images/customer.jpg', 'images/fifo.jpg');
    await writeFile(path.join(from, 'full.yaml'), text);
    const file = path.join(root, 'new', 'shop.yaml');
    // Should init wait on the FIFO, a writer that opens and closes it lets it go on (and the test fail, not hang).
    const waited = setTimeout(() => {
      try {
        closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
      } catch {
        // No one is reading it.
      }
    }, 5_000);
    const started = Date.now();
    const old = path.join(from, 'full.yaml');
    const result = await init(['--from', old, '--config', file, '--no-build'], { phone: '99001 23456' }).finally(() => clearTimeout(waited));
    const took = Date.now() - started;
    expect(result.code, result.err).toBe(0);
    const images = path.join(root, 'new', 'images');
    expect(existsSync(path.join(images, 'link.jpg')), 'the link, as a file of the new shop').toBe(false);
    expect(existsSync(path.join(images, 'fifo.jpg')), 'the FIFO').toBe(false);
    expect(took, 'init waited on the FIFO').toBeLessThan(5_000);
    expect(result.out).toContain(`images/link.jpg was not copied: ${old} names images/link.jpg, which is a link to a file outside the folder of the shop file`);
    expect(result.out).toContain(`images/fifo.jpg was not copied: ${old} names images/fifo.jpg, which is not a picture file`);
    // The others, copied as they are.
    for (const picture of ['bench.webp', 'shop front.jpg', 'article-bench.jpg']) {
      expect(lstatSync(path.join(images, picture)).isFile(), picture).toBe(true);
      expect(readFileSync(path.join(images, picture)).equals(readFileSync(path.join(FIXTURES, 'images', picture))), picture).toBe(true);
    }
    expect(result.out).toContain('with the 5 pictures it names copied beside it');
  }, 15_000);

  it('leaves the directions out when no landmark is given, with a comment where they were', async () => {
    const folder = path.join(await tempDir('init-'), 'shop');
    const file = path.join(folder, 'shop.yaml');
    const result = await init(['--from', FULL, '--config', file, '--no-build'], { landmark: '' });
    expect(result.code, result.err).toBe(0);
    const written = readFileSync(file, 'utf8');
    expect(parseDocument(written).toJS().contact.findUs).toBeUndefined();
    expect(written).toContain(`  # ${findUsLeftOut()}\n`);
    expect((await runCli(['check', '--config', file])).code).toBe(0);
  });

  it("refuses answers check would refuse, with check's words, and writes nothing", async () => {
    const file = path.join(await tempDir('init-'), 'shop.yaml');
    await writeFile(file, readFileSync(MINIMAL, 'utf8'));
    const result = await init(['--config', file], { phone: '12345', opens: '9am', map: 'https://maps.app.goo.gl/abc', days: [] });
    expect(result.code).toBe(1);
    expect(result.err).toContain('4 answers in');
    expect(result.err).toContain(
      'Phone number for calls (a 10-digit mobile, or a landline with its STD code such as 020 2545 1234): "12345" is not a phone number; write a mobile like "98765 43210" or "+91 98765 43210", or a landline with its STD code like "020 2545 1234"',
    );
    expect(result.err).toContain('Opening time, such as 10:00: "9am" is not a time; write it as HH:MM on the 24-hour clock');
    expect(result.err).toContain('"https://maps.app.goo.gl/abc" holds no map position');
    expect(result.err).toContain('chooses no day');
    expect(readFileSync(file, 'utf8')).toBe(readFileSync(MINIMAL, 'utf8'));
  });

  it('says how to run it when there is no terminal to ask in and no answers file', async () => {
    const result = await init(['--config', path.join(await tempDir('init-'), 'shop.yaml')]);
    expect(result).toMatchObject({ code: 1, err: initNeedsTerminal() });
  });

  it('an answers file naming a question init does not ask is refused by name', async () => {
    const result = await init(['--config', MINIMAL], { adress: 'Koramangala' });
    expect(result.code).toBe(1);
    expect(result.err).toContain('answers "adress", which init does not ask');
  });

  it('reads a map position from the two numbers or from a Google Maps link', () => {
    const at = { latitude: 12.9352, longitude: 77.6245 };
    expect(mapPosition('12.9352, 77.6245')).toEqual(at);
    expect(mapPosition('https://www.google.com/maps/@12.9352,77.6245,17z')).toEqual(at);
    expect(mapPosition('https://maps.google.com/?q=12.9352,77.6245')).toEqual(at);
    expect(mapPosition('https://www.google.com/maps/search/?api=1&query=12.9352%2C77.6245')).toEqual(at);
    expect(mapPosition('https://www.google.com/maps/place/X/data=!3d12.9352!4d77.6245')).toEqual(at);
    // A place's link: the pin (!3d…!4d…), not the centre of the view (@…).
    expect(mapPosition('https://www.google.com/maps/place/X/@12.94,77.61,15z/data=!3d12.9352!4d77.6245')).toEqual(at);
    expect(mapPosition('12.9352° N, 77.6245° E')).toEqual(at);
    expect(mapPosition('12.9352 77.6245')).toEqual(at);
    expect(mapPosition('https://maps.app.goo.gl/abc')).toBeUndefined();
    expect(mapPosition('120.5, 77.6')).toBeUndefined();
  });
});

describe('npm run init, run again', () => {
  /** The full fixture in English and Marathi, its city already translated as init first found it. */
  const marathi = readFileSync(FULL, 'utf8')
    .replace('  languages: [en]', '  languages: [en, mr]')
    .replace('    city: Mumbai', '    city:\n      en: Mumbai\n      mr: मुंबई');
  const KORAMANGALA_MR = {
    ...KORAMANGALA,
    'street.mr': 'नं. 12, 80 फीट रोड, चौथा ब्लॉक',
    'locality.mr': 'कोरमंगला',
    'city.mr': 'बेंगळुरू',
    'state.mr': 'कर्नाटक',
    'country.mr': 'भारत',
    'serviceAreas.mr': 'एचएसआर लेआउट, बीटीएम लेआउट, इंदिरानगर, एजीपुरा, मडिवाळा',
    'landmark.mr': 'फोरम मॉलसमोर, औषधांच्या दुकानाच्या वर',
    'parking.mr': 'समोर दुचाकी पार्किंग',
  };
  /** A shop file holding `text`, and init run on it with `answers`: the file's path. */
  const initOn = async (text: string, answers: object) => {
    const file = path.join(await tempDir('init-'), 'shop.yaml');
    await writeFile(file, text);
    const result = await init(['--config', file, '--no-build'], answers);
    expect(result.code, result.err).toBe(0);
    return file;
  };
  /** The Koramangala answers, in English and Marathi, written once into the Marathi fixture (each answer is checked against the whole file: slow). */
  let written: Promise<string> | undefined;
  const firstRun = () => (written ??= initOn(marathi, KORAMANGALA_MR).then((file) => readFileSync(file, 'utf8')));
  /** The fields init asks for that check says have no Marathi text yet. */
  const untranslated = (text: string) =>
    validate(parse(FULL, text))
      .warnings.filter((w) => /^(business\.address|serviceAreas|contact\.findUs)/.test(w.field) && w.message.includes('Marathi'))
      .map((w) => w.field);
  /** The lines of `after` that `before` does not have, and the other way round. */
  const changed = (before: string, after: string) => [
    after.split('\n').filter((l) => !before.split('\n').includes(l)),
    before.split('\n').filter((l) => !after.split('\n').includes(l)),
  ];

  it('writes the answers in each language, and the same answers again change nothing, byte for byte', async () => {
    const once = await firstRun();
    const { business, serviceAreas, contact } = parseDocument(once).toJS();
    expect(business.address.city).toEqual({ en: 'Bengaluru', mr: 'बेंगळुरू' });
    expect(business.address.locality).toEqual({ en: 'Koramangala', mr: 'कोरमंगला' });
    expect(serviceAreas[0]).toEqual({ en: 'Koramangala', mr: 'कोरमंगला' });
    expect(serviceAreas[5]).toEqual({ en: 'Madiwala', mr: 'मडिवाळा' });
    expect(contact.findUs.parking).toEqual({ en: 'Two-wheeler parking in front', mr: 'समोर दुचाकी पार्किंग' });
    // No "no Marathi text yet" left for what init asked.
    expect(untranslated(once)).toEqual([]);
    expect(readFileSync(await initOn(once, KORAMANGALA_MR), 'utf8')).toBe(once);
  }, 120_000);

  it('the same answers in English only leave the Marathi written before as it is', async () => {
    const once = await firstRun();
    expect(readFileSync(await initOn(once, KORAMANGALA), 'utf8')).toBe(once);
  });

  it('an answer the same as the English text keeps its translation; a changed one changes only its line and leaves the old translation to redo', async () => {
    expect(readFileSync(await initOn(marathi, { city: 'Mumbai', name: 'Fruit Fixers' }), 'utf8')).toBe(marathi);
    const after = readFileSync(await initOn(marathi, { city: 'Pune' }), 'utf8');
    expect(changed(marathi, after)).toEqual([
      ['      en: Pune', `      # ${textToTranslate('mr', 'en', 'मुंबई')}`],
      ['      en: Mumbai', '      mr: मुंबई'],
    ]);
    expect(untranslated(marathi)).not.toContain('business.address.city');
    expect(untranslated(after)).toContain('business.address.city');
  });

  it('an area added leaves the Marathi of the areas kept', async () => {
    const before = await firstRun();
    const after = readFileSync(await initOn(before, { serviceAreas: `${KORAMANGALA.serviceAreas}, Jayanagar` }), 'utf8');
    expect(changed(before, after)[0]).toEqual(['  - Jayanagar']);
  });

  it('--help lists every answer name, those asked in each language marked', async () => {
    const help = await init(['--help']);
    expect(help.code).toBe(0);
    for (const question of QUESTIONS) expect(help.out).toContain(question.texts ? `${question.name}*` : `${question.name},`.replace('siteUrl,', 'siteUrl.'));
    expect(help.out).toContain('"city.mr": "पुणे"');
  });
});
