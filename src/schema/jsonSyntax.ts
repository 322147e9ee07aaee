/**
 * Where text stops being JSON, in words a user can act on: "line 34, column 5: expected a field
 * name in double quotes". `JSON.parse` says where only sometimes, and differently in every engine
 * (V8 gives a character position for some errors and none for "Unexpected token"; Firefox gives a
 * line; Safari neither), so the app, the browser build and the CLI would each say something else.
 * This scanner follows the JSON grammar (RFC 8259) and is run only after `JSON.parse` failed.
 * Iterative, so a deeply nested file cannot overflow the stack.
 */

/** Where the text first breaks the JSON grammar: a 1-based line and column, and what was expected. */
export interface JsonSyntaxError {
  readonly line: number;
  readonly column: number;
  readonly reason: string;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;
const LITERALS = ['true', 'false', 'null'] as const;

/** The first syntax error in `text`, or null when it is JSON. */
export function jsonSyntaxError(text: string): JsonSyntaxError | null {
  const at = (index: number, reason: string): JsonSyntaxError => ({ ...lineAndColumn(text, index), reason });
  const stack: ('{' | '[')[] = [];
  // value: a value must come; key: a field name must come; after: a value just ended.
  let state: 'value' | 'key' | 'after' = 'value';
  // Just after `{` or `[`: the closing bracket may come at once.
  let opened = false;
  // Where the comma just read is (-1: none): a bracket closing after it is reported there.
  let comma = -1;
  let i = 0;
  for (;;) {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
    if (i >= text.length) {
      return state === 'after' && stack.length === 0
        ? null
        : at(
            i,
            text.trim() === ''
              ? 'the file is empty'
              : 'the text ends before the JSON is complete; is the file cut short?',
          );
    }
    const ch = text.charAt(i);
    const top = stack.at(-1);
    const closer = top === '{' ? '}' : ']';
    if (state === 'after') {
      if (top === undefined) return at(i, 'there is more text after the end of the JSON');
      if (ch === ',') {
        comma = i;
        i++;
        state = top === '{' ? 'key' : 'value';
      } else if (ch === closer) {
        i++;
        stack.pop();
      } else {
        return at(i, top === '{' ? 'expected "," or "}" after a value' : 'expected "," or "]" after a list item');
      }
      continue;
    }
    if (opened && top !== undefined && ch === closer) {
      i++;
      stack.pop();
      opened = false;
      state = 'after';
      continue;
    }
    if (comma !== -1 && (ch === '}' || ch === ']'))
      return at(comma, `remove this comma: JSON allows none before "${ch}"`);
    comma = -1;
    opened = false;
    if (state === 'key') {
      if (ch !== '"') return at(i, 'expected a field name in double quotes');
      const end = stringEnd(text, i);
      if (typeof end !== 'number') return at(end.index, end.reason);
      i = end;
      while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
      if (text.charAt(i) !== ':') return at(i, 'expected ":" after the field name');
      i++;
      state = 'value';
      continue;
    }
    if (ch === '{' || ch === '[') {
      stack.push(ch);
      i++;
      opened = true;
      state = ch === '{' ? 'key' : 'value';
      continue;
    }
    if (ch === '"') {
      const end = stringEnd(text, i);
      if (typeof end !== 'number') return at(end.index, end.reason);
      i = end;
    } else if (ch === '-' || (ch >= '0' && ch <= '9')) {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) return at(i, 'this number is not written as JSON writes numbers');
      i = NUMBER.lastIndex;
    } else {
      const literal = LITERALS.find((l) => text.startsWith(l, i));
      if (!literal) return at(i, 'expected a value: text in double quotes, a number, true, false, null, [ or {');
      i += literal.length;
    }
    state = 'after';
  }
}

/** Index just past the string opening at `start`, or where and why it is not a JSON string. */
function stringEnd(text: string, start: number): number | { index: number; reason: string } {
  let i = start + 1;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (ch === '"') return i + 1;
    if (ch === '\\') {
      ESCAPE.lastIndex = i;
      if (!ESCAPE.test(text)) return { index: i, reason: 'this backslash does not start an escape JSON knows' };
      i = ESCAPE.lastIndex;
      continue;
    }
    if (ch < ' ') return { index: i, reason: 'a line break or tab inside double quotes must be written as \\n or \\t' };
    i++;
  }
  return { index: start, reason: 'this text in double quotes is never closed' };
}

/** 1-based line and column of `index` (a column counts characters from the start of its line). */
function lineAndColumn(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: index - lineStart + 1 };
}
