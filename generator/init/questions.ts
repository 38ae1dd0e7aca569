// The questions `npm run init` asks, in order, about the shop's own facts. Each knows the fields it
// writes, what the file holds now (offered as the default) and how to write its answer.
import { daysNoneChosen, findUsLeftOut, mapPositionUnreadable, type InitAnswerName } from '../messages/index.ts';
import { isTextMap, languagesOf } from '../shop/schema/resolve.ts';
import { DAYS } from '../shop/schema/business.ts';
import { mapPosition } from './map-position.ts';
import type { YamlEdit } from './yaml-edit.ts';

type Path = (string | number)[];

/** An answer as the owner gives it: a line of text, or the chosen days. */
export type Answer = string | string[];
export type Answers = Partial<Record<InitAnswerName, Answer>>;

export interface Question {
  name: InitAnswerName;
  /** The fields this answer writes: a problem of one of them is the answer's problem. */
  fields: Path[];
  /** What the file holds now, offered as the default. */
  current: (doc: YamlEdit) => Answer;
  /** Writes the answer into the document, or returns why it cannot be read. */
  write: (doc: YamlEdit, answer: Answer, answers: Answers) => string | void;
}

/** A text as the file holds it; one written per language, in the site's first language. */
const plain = (doc: YamlEdit, value: unknown): unknown => {
  if (!isTextMap(value)) return value;
  const [first] = languagesOf({ site: { languages: doc.get(['site', 'languages']) } });
  return value[first] ?? Object.values(value)[0];
};
const text = (doc: YamlEdit, at: Path) => String(plain(doc, doc.get(at)) ?? '');
export const line = (answer: Answer) => (Array.isArray(answer) ? answer.join(', ') : answer).trim();
/** An optional answer left out: empty, or "-" (in a terminal, Enter alone keeps what the file says). */
export const left = (answer: Answer) => line(answer) === '' || line(answer) === '-';

/** A question whose answer is one line of text, written at `at`. */
const oneLine = (name: InitAnswerName, at: Path): Question => ({
  name,
  fields: [at],
  current: (doc) => text(doc, at),
  write: (doc, answer) => doc.set(at, line(answer)),
});

export const QUESTIONS: Question[] = [
  oneLine('name', ['business', 'name']),
  oneLine('phone', ['business', 'phone']),
  oneLine('whatsapp', ['business', 'whatsapp']),
  oneLine('email', ['business', 'email']),
  ...(['street', 'locality', 'city', 'state', 'postalCode'] as const).map((field) => oneLine(field, ['business', 'address', field])),
  {
    name: 'map',
    fields: ['geo', 'mapUrl', 'mapEmbedUrl'].map((key) => ['business', key]),
    current: (doc) => `${text(doc, ['business', 'geo', 'latitude'])}, ${text(doc, ['business', 'geo', 'longitude'])}`,
    write: (doc, answer) => {
      const at = mapPosition(line(answer));
      if (!at) return mapPositionUnreadable();
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
      const days = (Array.isArray(answer) ? answer : answer.split(',')).map((day) => day.trim()).filter(Boolean);
      if (days.length === 0) return daysNoneChosen();
      doc.setList(['business', 'hours', 'days'], days);
    },
  },
  {
    name: 'serviceAreas',
    fields: [['serviceAreas']],
    current: (doc) => ((doc.get(['serviceAreas']) as unknown[] | undefined) ?? []).map((area) => String(plain(doc, area))),
    write: (doc, answer, answers) => {
      const areas = (Array.isArray(answer) ? answer : answer.split(',')).map((area) => area.trim()).filter(Boolean);
      // The shop's own locality leads: pickup is offered there first.
      const locality = line(answers.locality ?? text(doc, ['business', 'address', 'locality']));
      const rest = areas.filter((area) => area.toLowerCase() !== locality.toLowerCase());
      doc.setList(['serviceAreas'], locality ? [locality, ...rest] : rest);
    },
  },
  {
    name: 'landmark',
    fields: [['contact', 'findUs']],
    current: (doc) => text(doc, ['contact', 'findUs', 'landmark']),
    write: (doc, answer) => {
      if (left(answer)) doc.remove(['contact', 'findUs'], findUsLeftOut());
      else if (line(answer) !== text(doc, ['contact', 'findUs', 'landmark'])) {
        doc.set(['contact', 'findUs', 'landmark'], line(answer));
        doc.unmark(['contact', 'findUs']);
      }
    },
  },
  ...(['parking', 'station'] as const).map(
    (field): Question => ({
      ...oneLine(field, ['contact', 'findUs', field]),
      write: (doc, answer) => {
        if (!doc.has(['contact', 'findUs'])) return;
        if (left(answer)) doc.remove(['contact', 'findUs', field]);
        else doc.set(['contact', 'findUs', field], line(answer));
      },
    }),
  ),
  oneLine('siteUrl', ['site', 'url']),
];
