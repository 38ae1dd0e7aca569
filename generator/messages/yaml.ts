// Mistakes in the YAML itself, each located at its line and column. For a syntax error the parser's own sentence comes first and one of these hints follows it.

/** The parser's sentence for a second document, which speaks to a programmer. */
export const yamlManyDocuments = () => 'The file holds more than one document (a line with --- starts another)';
/** The parser's (or our) sentence, then what to do. */
export const yamlSyntax = (sentence: string, hint: string) => `${sentence}; ${hint}`;

// Hints for the YAML mistakes owners make most.
export const yamlTabIndent = () => 'indent with spaces, not tabs (or run npm run check -- --fix-tabs to fix them all)';
export const yamlDuplicateKey = () => 'the same field appears twice here; keep one of them';
/** A [ … ] or { … } that was opened and not closed before the next field. */
export const yamlBadIndent = () => 'check the indentation and that every [ or { is closed';
/** Fields of one group that do not start at the same column, where nothing was left open. */
export const yamlIndent = () => 'check the indentation: the fields of one group start at the same column, indented with spaces';
/** A [ or { never closed, placed at it: the parser reads on and gives up at `line`; `fixed` is its line closed, when the list fits on it. */
export const yamlNeverClosed = (open: string, close: string, line: number, fixed: string | undefined) =>
  `This ${open} is never closed, so YAML read on to line ${line} and gave up there; close it with ${close} ${fixed ? `at the end of this line, so it reads: ${fixed}` : 'after its last item'}`;
/** Text that starts with { or [ (`mr: {locality} आणि परिसर`), read as a group or a list followed by more text; `line` as it should read. */
export const yamlBracketStart = (bracket: string, line: string) =>
  `This text starts with ${bracket}, which YAML reads as the start of ${bracket === '{' ? 'a group { … }' : 'a list [ … ]'}; text that starts with ${bracket} (such as a placeholder) must be in quotes, so the line reads: ${line}`;
/** Only where something was opened: a quote, a [ or a {. */
export const yamlUnclosed = () => 'close what was opened, such as a quote, ] or }';
// What the parser calls a missing character where nothing was left open.
export const yamlMissingComma = () => 'separate the items inside [ … ] or { … } with commas, and put text that holds a comma or ": " in quotes';
export const yamlSpaceAfterColon = () => 'put a space after the colon';
export const yamlKeyWithoutValue = () => 'write a colon and the value after the field name, such as "tagline: Phone repair", or remove the line';
export const yamlCommentSpace = () => 'put a space before the # that starts a comment, or put text that holds # in quotes';
export const yamlPropertySpace = () => 'put a space after the anchor (&name) or the tag';
export const yamlItemWithoutDash = () => 'start each item of the list with "- ", at the same column as the others';
export const yamlBlockAsKey = () => 'put a space after each colon, start nested fields on a new line, or quote text that contains ": "';
export const yamlMultilineKey = () => 'a field name must fit on one line; check for a missing colon or quote on the line above';
export const yamlStrayToken = () => 'remove the stray character or quote the text';
export const yamlSpecialStart = () => 'quote text that starts with a special character such as @, ` or %';
export const yamlOneDocument = () => 'keep one document: remove the line with --- and what follows it, or merge the two';
/** What --fix-tabs did before the check. */
export const tabsFixed = (file: string, lines: number, width: number, backup: string) =>
  `Replaced the tabs at the start of ${lines === 1 ? '1 line' : `${lines.toLocaleString('en-IN')} lines`} of ${file} with spaces (${width} for each tab); the file as it was is kept in ${backup}.`;
export const noTabsToFix = (file: string) => `${file} has no lines indented with tabs; it was left as it was.`;
/** A line that names a field but has no colon ("name Minimal Fix"). */
export const yamlMissingColon = (example: string) => `This line has a field name but no colon after it; add a colon after the field name, such as "${example}"`;
/** Text holding ": " (or ending in ":"), read as the start of a field: `tagline: Fast repairs: same day`; `line` as it should read. */
export const yamlColonInText = (field: string, inside: boolean, line: string) =>
  `The text after ${field}: ${inside ? 'holds ": "' : 'ends with ":"'}, which YAML reads as the start of another field; put this text in quotes, so the line reads: ${line}`;
/** The same inside { … }, where a missing comma between two fields does the same. */
export const yamlColonInFlowText = (field: string, line: string) =>
  `Inside { … } the text after ${field}: holds ": ", which YAML reads as another field; put this text in quotes, such as ${line}, or add the comma missing before the next field`;
/** Completes "about.story.1 …": `- Open daily: 10 to 9` read as a field "Open daily" with the value "10 to 9" where text was expected. */
export const yamlTextReadAsField = (key: string, value: string, line: string) =>
  `is text with ": " in it, which YAML read as a field "${key}" with the value "${value}"; put this text in quotes, so the line reads: ${line}`;
/** Completes "catalogue.repairs.0.prices.iphone-15 …": inside { … } a comma ends a value, so "Rs. 3,499" became "Rs. 3" and a field "499". */
export const yamlCommaInFlow = (written: string, after: readonly string[], quoted: string) =>
  `is cut at the comma in "${written}": inside { … } a comma ends a value, so YAML read ${readAs(after.map((part) => `"${part}"`))}; put the value in quotes, such as ${quoted}`;
/** The same for an amount written with thousands separators ("3,499"). */
export const yamlCommaInAmount = (written: string, after: readonly string[], plain: string, quoted: string) =>
  `is cut at the comma in ${written}: inside { … } a comma ends a value, so YAML read ${readAs(after)}; write an amount without commas, such as ${plain}, or put text in quotes, such as ${quoted}`;
const readAs = (parts: readonly string[]) =>
  parts.length === 1 ? `${parts[0]} as a field of its own` : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)} as fields of their own`;
/** For every other syntax error. */
export const yamlCheckLine = () => 'check the punctuation and indentation on this line';
export const yamlOldVersion = () => 'asks for an older YAML version that reads dates and yes/no differently; remove this line';
export const yamlTag = (tag: string) =>
  `uses the tag ${tag}, and tags are not used in shop.yaml; remove it and write the value plainly (in quotes, to make it text)`;
export const yamlUnresolvedAlias = (name: string) => `uses the alias *${name}, but no anchor &${name} is set before it; add the anchor or write the value out`;
/** An alias inside the value its own anchor names: a value that would hold itself for ever. */
export const yamlAliasInsideItself = (name: string) =>
  `uses the alias *${name} inside the value its anchor &${name} names, so that value would hold itself for ever; write the value out instead`;
/** An "alias bomb": aliases that would multiply the file many times over. */
export const yamlTooManyAliases = () => 'uses aliases (*name) so often that the file would grow many times over; write the values out instead';
export const yamlAliasProblem = (reason: string) => `${reason}; check the anchors (&name) and aliases (*name) here, or write the values out`;
