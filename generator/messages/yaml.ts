// Mistakes in the YAML itself, each located at its line and column. For a syntax error the parser's
// own sentence comes first and one of these hints follows it.

/** The parser's sentence for a second document, which speaks to a programmer. */
export const yamlManyDocuments = () => 'The file holds more than one document (a line with --- starts another)';

/** The parser's (or our) sentence, then what to do. */
export const yamlSyntax = (sentence: string, hint: string) => `${sentence}; ${hint}`;

// Hints for the YAML mistakes owners make most.
export const yamlTabIndent = () => 'indent with spaces, not tabs';
export const yamlDuplicateKey = () => 'the same field appears twice here; keep one of them';
export const yamlBadIndent = () => 'check the indentation and that every [ or { is closed';
export const yamlUnclosed = () => 'close what was opened, such as a quote, ] or }';
export const yamlBlockAsKey = () => 'put a space after each colon, start nested fields on a new line, or quote text that contains ": "';
export const yamlMultilineKey = () => 'a field name must fit on one line; check for a missing colon or quote on the line above';
export const yamlStrayToken = () => 'remove the stray character or quote the text';
export const yamlSpecialStart = () => 'quote text that starts with a special character such as @, ` or %';
export const yamlOneDocument = () => 'keep one document: remove the line with --- and what follows it, or merge the two';
/** A line that names a field but has no colon ("name Minimal Fix"). */
export const yamlMissingColon = (example: string) =>
  `This line has a field name but no colon after it; add a colon after the field name, such as "${example}"`;
/** For every other syntax error. */
export const yamlCheckLine = () => 'check the punctuation and indentation on this line';

export const yamlOldVersion = () => 'asks for an older YAML version that reads dates and yes/no differently; remove this line';

export const yamlTag = (tag: string) =>
  `uses the tag ${tag}, and tags are not used in shop.yaml; remove it and write the value plainly (in quotes, to make it text)`;

export const yamlUnresolvedAlias = (name: string) =>
  `uses the alias *${name}, but no anchor &${name} is set before it; add the anchor or write the value out`;

/** An "alias bomb": aliases that would multiply the file many times over. */
export const yamlTooManyAliases = () => 'uses aliases (*name) so often that the file would grow many times over; write the values out instead';

export const yamlAliasProblem = (reason: string) => `${reason}; check the anchors (&name) and aliases (*name) here, or write the values out`;
