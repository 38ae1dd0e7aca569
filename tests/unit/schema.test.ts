// shop.schema.json is generated from the zod schema and must agree with it: an editor that
// validates with the JSON Schema and the CLI that validates with zod reach the same verdict.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { InvalidShopError } from '../../generator/errors.ts';
import { parse } from '../../generator/shop/load.ts';
import { EDITOR_KEYWORDS, shopJsonSchema } from '../../generator/shop/schema/json-schema.ts';
import { RULE_KEYWORD, runRules } from '../../generator/shop/schema/rules.ts';
import { ShopSchema } from '../../generator/shop/schema/shop.ts';
import { ROOT, SHOP_UNDER_TEST, fixture } from '../helpers.ts';
import { INVALID_SHOPS, editedText } from '../invalid-shops.ts';

const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as typeof addFormatsModule.default;

function ajvValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  // The editor's messages and value descriptions: annotations, which validate nothing.
  ajv.addVocabulary([...EDITOR_KEYWORDS]);
  // The cross-field rules (unique slugs, closing after opening, known placeholders, Book Now
  // references) are named in the schema under one keyword; a validator runs the same functions.
  ajv.addKeyword({
    keyword: RULE_KEYWORD,
    schemaType: 'array',
    validate: (names: string[], data: unknown) => runRules(data as Record<string, unknown>, names).length === 0,
  });
  return ajv.compile(JSON.parse(shopJsonSchema()));
}

const read = (file: string) => parseDocument(readFileSync(file, 'utf8'));
/** Whether the text reaches a validator at all: the loader refuses YAML syntax and alias problems first. */
const parses = (text: string) => {
  try {
    parse('shop.yaml', text);
    return true;
  } catch (error) {
    if (error instanceof InvalidShopError) return false;
    throw error;
  }
};
const valid = [fixture('full.yaml'), fixture('minimal.yaml')];

describe('shop.schema.json', () => {
  it('is the committed copy of what the zod schema generates (run npm run schema if this fails)', () => {
    expect(readFileSync(path.join(ROOT, 'shop.schema.json'), 'utf8')).toBe(shopJsonSchema());
  });

  it('is what a shop file asks editors to use on its first line (shop.yaml may drop the line; when it has one, it points here)', () => {
    const named = (file: string) => /^# yaml-language-server: \$schema=(\S+)$/.exec(readFileSync(file, 'utf8').split('\n')[0])?.[1];
    const schema = path.join(ROOT, 'shop.schema.json');
    for (const file of valid) expect(path.resolve(path.dirname(file), named(file) ?? ''), file).toBe(schema);
    const own = named(SHOP_UNDER_TEST);
    if (own !== undefined) expect(path.resolve(path.dirname(SHOP_UNDER_TEST), own)).toBe(schema);
  });

  it('is a draft 2020-12 schema with strict objects', () => {
    const schema = JSON.parse(shopJsonSchema());
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.business.additionalProperties).toBe(false);
  });
});

describe('zod and the JSON Schema agree', () => {
  const validate = ajvValidator();

  it.each(valid)('both accept %s', (file) => {
    const data = read(file).toJS();
    expect(ShopSchema.safeParse(data).success).toBe(true);
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
  });

  // Syntax errors never reach a validator, a missing picture file is checked when the build reads
  // it, and a redirect against the pages and files the build lays out (from a page or a file of the
  // site, to no page): not by the schema. Every other invalid shop is a schema problem.
  const BUILD_CHECKS = ['missing-hero-image', 'redirect-from-a-page', 'redirect-from-a-site-file', 'redirect-to-no-page'];
  const names = Object.keys(INVALID_SHOPS).sort();
  const schemaProblems = names.filter((name) => parses(editedText(name)) && !BUILD_CHECKS.includes(name));

  it("leaves out only the shops whose problems are all in the YAML itself, and the build's own checks", () => {
    const yamlOnly = (name: string) => INVALID_SHOPS[name].problems.every((problem) => problem.field.startsWith('(YAML '));
    expect(names.filter((name) => !schemaProblems.includes(name))).toEqual(names.filter((name) => yamlOnly(name) || BUILD_CHECKS.includes(name)));
  });

  // An empty file or a lone text: the rules run on it too (zod's `when`, ajv's keyword), and find nothing to say.
  it.each([null, 'a text', 42, []])('both reject %j as a shop, without failing themselves', (data) => {
    expect(ShopSchema.safeParse(data).success).toBe(false);
    expect(validate(data)).toBe(false);
  });

  it.each(schemaProblems)('both reject %s', (name) => {
    const data = parseDocument(editedText(name)).toJS();
    expect(ShopSchema.safeParse(data).success).toBe(false);
    expect(validate(data)).toBe(false);
  });
});
