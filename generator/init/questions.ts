// The questions `npm run init` asks, in order, about the shop's own facts. Each knows the fields it
// writes, what the file holds now (offered as the default) and how to write its answer.
import type { Lang } from '../../templates/lib/ui/index.ts';
import { areasPerLanguage, daysNoneChosen, findUsLeftOut, mapPositionUnreadable, type InitAnswerName } from '../messages/index.ts';
import { languageName } from '../shop/languages.ts';
import { list } from '../shop/schema/loose.ts';
import { isTextMap, languagesOf } from '../shop/schema/resolve.ts';
import { DAYS } from '../shop/schema/business.ts';
import { mapPosition } from './map-position.ts';
import type { Path, YamlEdit } from './yaml-edit.ts';

/** An answer as the owner gives it: a line of text, or the chosen days. */
export type Answer = string | string[];
/** By name, and a text in another language than the site's first by name.language ("city.mr"). */
export type Answers = Partial<Record<string, Answer>>;

export interface Question {
  name: InitAnswerName;
  /** The fields this answer writes: a problem of one of them is the answer's problem. */
  fields: Path[];
  /** A text the site shows in each of its languages, asked in each. */
  texts?: boolean;
  /** What the file holds now in a language, offered as the default. */
  current: (doc: YamlEdit, lang: Lang) => Answer;
  /** Writes the answer in a language into the document, or returns why it cannot be read. */
  write: (doc: YamlEdit, answer: Answer, answers: Answers, lang: Lang) => string | void;
}

/** The site's languages, the first one first. */
export const languagesIn = (doc: YamlEdit) => languagesOf({ site: { languages: doc.get(['site', 'languages']) } });
/** The answer's name in a language: its own in the site's first, with the language after a dot in another. */
export const answerName = (name: string, lang: Lang, first: Lang) => (lang === first ? name : `${name}.${lang}`);
/** A text as the file holds it in a language; a plain one, or one in no language asked, is the first language's. */
const text = (doc: YamlEdit, at: Path, lang?: Lang): string => {
  const value = doc.get(at);
  const [first] = languagesIn(doc);
  if (!isTextMap(value)) return (lang ?? first) === first ? String(value ?? '') : '';
  return value[lang ?? first] ?? ((lang ?? first) === first ? (Object.values(value)[0] ?? '') : '');
};
export const line = (answer: Answer) => (Array.isArray(answer) ? answer.join(', ') : answer).trim();
/** An optional answer left out: empty, or "-" (in a terminal, Enter alone keeps what the file says). */
export const left = (answer: Answer) => line(answer) === '' || line(answer) === '-';
const split = (answer: Answer) => (Array.isArray(answer) ? answer : answer.split(',')).map((item) => item.trim()).filter(Boolean);

/** A question whose answer is one line, written at `at`, per language when `texts`; an answer the same as the file's changes nothing. */
const oneLine = (name: InitAnswerName, at: Path, texts = false): Question => ({
  name,
  fields: [at],
  texts,
  current: (doc, lang) => text(doc, at, lang),
  write: (doc, answer, _, lang) => {
    if (texts) doc.setText(at, lang, languagesIn(doc)[0], line(answer));
    else if (line(answer) !== text(doc, at)) doc.set(at, line(answer));
  },
});
const AREAS = ['serviceAreas'];
const areasIn = (doc: YamlEdit, lang: Lang) => list(doc.get(AREAS)).map((_, i) => text(doc, [...AREAS, i], lang));

export const QUESTIONS: Question[] = [
  oneLine('name', ['business', 'name']),
  oneLine('phone', ['business', 'phone']),
  oneLine('whatsapp', ['business', 'whatsapp']),
  oneLine('email', ['business', 'email']),
  ...(['street', 'locality', 'city', 'state', 'country'] as const).map((field) => oneLine(field, ['business', 'address', field], true)),
  oneLine('postalCode', ['business', 'address', 'postalCode']),
  {
    name: 'map',
    fields: ['geo', 'mapUrl', 'mapEmbedUrl'].map((key) => ['business', key]),
    current: (doc) => `${text(doc, ['business', 'geo', 'latitude'])}, ${text(doc, ['business', 'geo', 'longitude'])}`,
    write: (doc, answer) => {
      const at = mapPosition(line(answer));
      if (!at) return mapPositionUnreadable();
      // The same position keeps the links as they are, however they write it.
      if (at.latitude === doc.get(['business', 'geo', 'latitude']) && at.longitude === doc.get(['business', 'geo', 'longitude'])) return;
      const q = `${at.latitude},${at.longitude}`;
      doc.set(['business', 'geo', 'latitude'], at.latitude);
      doc.set(['business', 'geo', 'longitude'], at.longitude);
      doc.set(['business', 'mapUrl'], `https://maps.google.com/?q=${q}`);
      doc.set(['business', 'mapEmbedUrl'], `https://www.google.com/maps?q=${q}&z=16&output=embed`);
    },
  },
  oneLine('opens', ['business', 'hours', 'opens']),
  oneLine('closes', ['business', 'hours', 'closes']),
  {
    name: 'days',
    fields: [['business', 'hours', 'days']],
    current: (doc) => (doc.get(['business', 'hours', 'days']) as string[] | undefined) ?? [...DAYS],
    write: (doc, answer) => {
      const days = split(answer);
      if (days.length === 0) return daysNoneChosen();
      if (line(days) !== line((doc.get(['business', 'hours', 'days']) as string[] | undefined) ?? [])) doc.setList(['business', 'hours', 'days'], days);
    },
  },
  {
    name: 'serviceAreas',
    fields: [AREAS],
    texts: true,
    current: (doc, lang) => areasIn(doc, lang).filter(Boolean),
    write: (doc, answer, answers, lang) => {
      const [first] = languagesIn(doc);
      // The shop's own locality leads: pickup is offered there first.
      const locality = line(answers[answerName('locality', lang, first)] ?? text(doc, ['business', 'address', 'locality'], lang));
      const rest = split(answer).filter((area) => area.toLowerCase() !== locality.toLowerCase());
      const areas = locality ? [locality, ...rest] : rest;
      const now = areasIn(doc, first);
      if (lang !== first) {
        if (areas.length !== now.length) return areasPerLanguage(now.length, languageName(first));
        areas.forEach((area, i) => doc.setText([...AREAS, i], lang, first, area));
      } else if (line(areas) !== line(now)) {
        // An area kept keeps its translations.
        const kept = new Map(now.map((area, i) => [area, doc.get([...AREAS, i]) as string | Record<string, string>]));
        doc.setList(
          AREAS,
          areas.map((area) => kept.get(area) ?? area),
        );
      }
    },
  },
  {
    name: 'landmark',
    fields: [['contact', 'findUs']],
    texts: true,
    current: (doc, lang) => text(doc, ['contact', 'findUs', 'landmark'], lang),
    write: (doc, answer, _, lang) => {
      const [first] = languagesIn(doc);
      if (lang !== first) {
        if (!left(answer) && doc.has(['contact', 'findUs'])) doc.setText(['contact', 'findUs', 'landmark'], lang, first, line(answer));
      } else if (left(answer)) doc.remove(['contact', 'findUs'], findUsLeftOut());
      else if (line(answer) !== text(doc, ['contact', 'findUs', 'landmark'])) {
        doc.setText(['contact', 'findUs', 'landmark'], lang, first, line(answer));
        doc.unmark(['contact', 'findUs']);
      }
    },
  },
  ...(['parking', 'station'] as const).map(
    (field): Question => ({
      ...oneLine(field, ['contact', 'findUs', field], true),
      write: (doc, answer, _, lang) => {
        const [first] = languagesIn(doc);
        if (!doc.has(['contact', 'findUs'])) return;
        if (!left(answer)) doc.setText(['contact', 'findUs', field], lang, first, line(answer));
        else if (lang === first) doc.remove(['contact', 'findUs', field]);
      },
    }),
  ),
  oneLine('siteUrl', ['site', 'url']),
];

/** Every answer name, * marking a text asked in each language of the site (npm run init -- --help). */
export const ANSWER_NAMES = QUESTIONS.map((q) => (q.texts ? `${q.name}*` : q.name));
