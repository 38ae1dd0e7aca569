// Help in the editor: the real YAML language server (what VS Code's YAML extension runs), driven over
// LSP on shop files in a temp folder, explains fields on hover, offers the missing ones, and words
// mistakes as the command line does. A shop in a sub-folder finds the schema through its own modeline.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidShopError, type Located } from '../../generator/errors.ts';
import { parse } from '../../generator/shop/load.ts';
import { unknownField } from '../../generator/messages/index.ts';
import { modelineFor, modelineWarnings } from '../../generator/shop/modeline.ts';
import { ShopSchema } from '../../generator/shop/schema/shop.ts';
import { knownKeysAt } from '../../generator/shop/schema/walk.ts';
import { validate } from '../../generator/shop/validate.ts';
import { MINIMAL, ROOT, runCli, tempDir } from '../helpers.ts';

const SCHEMA = path.join(ROOT, 'shop.schema.json');

interface Diagnostic {
  range: { start: { line: number; character: number } };
  message: string;
}

/** A language server over stdio, spoken to in LSP's JSON-RPC: Content-Length framed JSON messages. */
class LanguageServer {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (result: any) => void>();
  private readonly published = new Map<string, Diagnostic[]>();
  private readonly waiting = new Map<string, (diagnostics: Diagnostic[]) => void>();

  constructor() {
    const bin = path.join(ROOT, 'node_modules', 'yaml-language-server', 'bin', 'yaml-language-server');
    this.child = spawn(process.execPath, [bin, '--stdio'], { stdio: 'pipe' });
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
  }

  request(method: string, params: object): Promise<any> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.send({ id, method, params });
    });
  }

  notify(method: string, params: object): void {
    this.send({ method, params });
  }

  /** Opens a file and waits for its diagnostics (validation runs on open). */
  open(file: string, text: string): Promise<Diagnostic[]> {
    const uri = pathToFileURL(file).href;
    const published = new Promise<Diagnostic[]>((resolve) => this.waiting.set(uri, resolve));
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    return published;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await Promise.race([this.request('shutdown', {}), new Promise((resolve) => setTimeout(resolve, 2000))]);
    this.notify('exit', {});
    const killed = setTimeout(() => this.child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(killed);
  }

  private send(message: object): void {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }));
    this.child.stdin.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body]));
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString())?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString());
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.handle(message);
    }
  }

  private handle(message: any): void {
    if (message.id !== undefined && message.method) {
      // The server asks for its settings (none beyond the defaults) or registers capabilities.
      const result = message.method === 'workspace/configuration' ? message.params.items.map(() => null) : null;
      this.send({ id: message.id, result });
    } else if (message.id !== undefined) {
      this.pending.get(message.id)?.(message.result ?? message.error);
      this.pending.delete(message.id);
    } else if (message.method === 'textDocument/publishDiagnostics') {
      const { uri, diagnostics } = message.params;
      this.published.set(uri, diagnostics);
      this.waiting.get(uri)?.(diagnostics);
      this.waiting.delete(uri);
    }
  }
}

/** The CLI's located problems for a shop text (what `npm run check` prints). */
function cliProblems(text: string): Located[] {
  try {
    validate(parse('shop.yaml', text));
  } catch (error) {
    if (error instanceof InvalidShopError) return error.problems;
    throw error;
  }
  return [];
}

/** The 0-based line of the first line that starts with `start`. */
const lineOf = (text: string, start: string) => {
  const line = text.split('\n').findIndex((l) => l.startsWith(start));
  expect(line, start).toBeGreaterThanOrEqual(0);
  return line;
};

let server: LanguageServer;
let folder: string;
let minimal: string;
const withModeline = (file: string, text: string) => text.replace(/^# yaml-language-server: .*$/m, modelineFor(file, SCHEMA));

beforeAll(async () => {
  folder = await tempDir('editor-help-');
  minimal = await readFile(MINIMAL, 'utf8');
  server = new LanguageServer();
  await server.request('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(folder).href,
    capabilities: {
      textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] }, completion: { completionItem: { documentationFormat: ['markdown', 'plaintext'] } } },
    },
  });
  server.notify('initialized', {});
}, 15_000);

afterAll(async () => {
  await server?.stop();
});

describe('the YAML language server with shop.schema.json', () => {
  it('explains business.phone on hover, in the words of the schema', async () => {
    const file = path.join(folder, 'hover', 'shop.yaml');
    const text = withModeline(file, minimal);
    await mkdir(path.dirname(file), { recursive: true });
    await server.open(file, text);
    const line = lineOf(text, '  phone:');
    const hover = await server.request('textDocument/hover', { textDocument: { uri: pathToFileURL(file).href }, position: { line, character: 3 } });
    const described = JSON.parse(await readFile(SCHEMA, 'utf8')).properties.business.properties.phone.description;
    expect(described).toMatch(/mobile number/);
    // Markdown, with its special characters escaped ("\\+91").
    const shown: string = hover?.contents?.value.replace(/\\(?=[^\w\s])/g, '') ?? '';
    expect(shown.split('\n\n').slice(0, 2)).toEqual(['#### business › phone', described]);
    expect(shown).toContain('Example:\n\n```yaml\n98765 43210\n```');
  });

  it('offers the fields a group still lacks, with their descriptions', async () => {
    const file = path.join(folder, 'completion', 'shop.yaml');
    const text = withModeline(file, minimal).replace(/^ {2}tagline: .*$/m, '  ');
    await mkdir(path.dirname(file), { recursive: true });
    await server.open(file, text);
    const line = text.split('\n').indexOf('  ');
    const completion = await server.request('textDocument/completion', { textDocument: { uri: pathToFileURL(file).href }, position: { line, character: 2 } });
    const items: { label: string; documentation?: string | { value: string } }[] = completion?.items ?? completion ?? [];
    const labels = items.map((item) => item.label);
    expect(labels).toContain('tagline');
    expect(labels).not.toContain('name');
    const tagline = items.find((item) => item.label === 'tagline')!;
    const documentation = typeof tagline.documentation === 'string' ? tagline.documentation : tagline.documentation?.value;
    expect(documentation).toMatch(/A few words under the name/);
  });

  it('words a misspelt key, a bad phone and a bad time as the command line does', async () => {
    const file = path.join(folder, 'mistakes', 'shop.yaml');
    const text = withModeline(file, minimal)
      .replace('phone: "9000000001"', 'phone: 12345')
      .replace('opens: "10:00"', 'opens: "9am"')
      .replace('    street: ', '    adress: 1 Main Road\n    street: ');
    await mkdir(path.dirname(file), { recursive: true });
    const diagnostics = await server.open(file, text);
    const at = (line: number) => diagnostics.filter((d) => d.range.start.line === line).map((d) => d.message);
    const cli = cliProblems(text);
    const cliSays = (field: string) => cli.find((p) => p.field === field)?.message;

    expect(at(lineOf(text, '  phone:'))).toEqual([cliSays('business.phone')]);
    expect(at(lineOf(text, '  hours:'))).toEqual([cliSays('business.hours.opens')]);
    // The editor lists the fields allowed, beside its own "Property adress is not allowed.". (For a
    // key close to one allowed, such as "stret", the command line asks "did you mean "street"?",
    // which a schema cannot.)
    const allowed = unknownField(undefined, knownKeysAt(ShopSchema, ['business', 'address']));
    expect(cliSays('business.address.adress')).toBe(allowed);
    expect(at(lineOf(text, '    adress:'))).toContain(allowed);
    for (const message of [cliSays('business.phone'), cliSays('business.hours.opens'), allowed]) expect(message).not.toMatch(/pattern|Property|Incorrect type/);
  });

  it('finds the schema from a shop in a sub-folder through its ../ modeline', async () => {
    await copyFile(SCHEMA, path.join(folder, 'shop.schema.json'));
    const file = path.join(folder, 'second', 'shop.yaml');
    const modeline = modelineFor(file, path.join(folder, 'shop.schema.json'));
    expect(modeline).toBe('# yaml-language-server: $schema=../shop.schema.json');
    const text = minimal.replace(/^# yaml-language-server: .*$/m, modeline).replace('phone: "9000000001"', 'phone: "12345"');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    expect(modelineWarnings(text, file, path.join(folder, 'shop.schema.json'))).toEqual([]);
    const diagnostics = await server.open(file, text);
    expect(diagnostics.map((d) => d.message)).toEqual([cliProblems(text).find((p) => p.field === 'business.phone')?.message]);

    // The same file with the root's ./ modeline: check warns at the path, with the line to write.
    const wrong = text.replace(modeline, '# yaml-language-server: $schema=./shop.schema.json');
    const [warning, ...more] = modelineWarnings(wrong, file, path.join(folder, 'shop.schema.json'));
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ line: 1, column: 33, field: '(editor schema)' });
    expect(warning.message).toContain(`write this line instead:  ${modeline}`);
  });

  it("npm run check warns, and still passes, when a shop file's modeline points nowhere", async () => {
    const file = path.join(folder, 'third', 'shop.yaml');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, minimal.replace(/^# yaml-language-server: .*$/m, '# yaml-language-server: $schema=./shop.schema.json'));
    const result = await runCli(['check', '--config', file]);
    expect(result.code).toBe(0);
    expect(result.err).toContain(`${file}:1:33  (editor schema)  points the editor at ./shop.schema.json`);
    expect(result.err).toContain(`write this line instead:  ${modelineFor(file)}`);
  });
});

describe('shop.schema.json', () => {
  it('describes every field', async () => {
    const undescribed: string[] = [];
    const walk = (node: unknown, at: string[]): void => {
      if (Array.isArray(node)) return node.forEach((item) => walk(item, at));
      if (node === null || typeof node !== 'object') return;
      for (const [keyword, value] of Object.entries(node)) {
        if (keyword === 'properties') {
          for (const [key, field] of Object.entries(value as Record<string, { description?: string }>)) {
            if (!field.description) undescribed.push([...at, key].join('.'));
            walk(field, [...at, key]);
          }
        } else if (keyword !== 'propertyNames') walk(value, keyword === 'items' ? [...at, '-'] : at);
      }
    };
    walk(JSON.parse(await readFile(SCHEMA, 'utf8')), []);
    expect(undescribed).toEqual([]);
  });
});
