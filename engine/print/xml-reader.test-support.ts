/**
 * A strict reader for the XML our SVG writer produces, so tests parse the output back instead of
 * matching strings: it rejects unbalanced tags, unquoted or repeated attributes, stray "<" or "&"
 * and unknown entities. No DTDs, comments or CDATA: the writer emits none.
 */

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  /** Text directly inside the element, entities decoded. */
  text: string;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, at: number): string {
  if (raw.includes('<')) throw new SyntaxError(`Raw "<" in text or attribute near ${at}.`);
  return raw.replace(/&([^;]*);|&/g, (whole, name: string | undefined) => {
    if (name === undefined) throw new SyntaxError(`Bare "&" near ${at}.`);
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    const value = ENTITIES[name];
    if (value === undefined) throw new SyntaxError(`Unknown entity ${whole} near ${at}.`);
    return value;
  });
}

const NAME = /^[A-Za-z_][\w.:-]*/;

export function parseXml(source: string): XmlElement {
  let i = 0;
  const rest = () => source.slice(i);
  const skipSpace = () => {
    while (i < source.length && /\s/.test(source[i] as string)) i++;
  };
  if (source.startsWith('<?xml')) {
    const end = source.indexOf('?>');
    if (end < 0) throw new SyntaxError('Unclosed XML declaration.');
    i = end + 2;
  }
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const textEnd = lt < 0 ? source.length : lt;
    const text = decode(source.slice(i, textEnd), i);
    const parent = stack.at(-1);
    if (parent) parent.text += text;
    else if (text.trim() !== '') throw new SyntaxError(`Text outside the root element near ${i}.`);
    if (lt < 0) break;
    i = lt + 1;
    if (source[i] === '/') {
      i++;
      const name = NAME.exec(rest())?.[0];
      const open = stack.pop();
      if (!name || !open || open.name !== name) throw new SyntaxError(`Closing </${name ?? '?'}> does not match <${open?.name ?? 'nothing'}> near ${i}.`);
      i += name.length;
      skipSpace();
      if (source[i] !== '>') throw new SyntaxError(`Expected ">" near ${i}.`);
      i++;
      continue;
    }
    const name = NAME.exec(rest())?.[0];
    if (!name) throw new SyntaxError(`Expected an element name near ${i}.`);
    i += name.length;
    const attributes: Record<string, string> = {};
    for (;;) {
      skipSpace();
      if (source.startsWith('/>', i) || source[i] === '>') break;
      const attribute = NAME.exec(rest())?.[0];
      if (!attribute) throw new SyntaxError(`Expected an attribute near ${i}.`);
      i += attribute.length;
      if (source[i] !== '=' || source[i + 1] !== '"') throw new SyntaxError(`Attribute ${attribute} needs ="value" near ${i}.`);
      const end = source.indexOf('"', i + 2);
      if (end < 0) throw new SyntaxError(`Unclosed attribute ${attribute}.`);
      if (Object.hasOwn(attributes, attribute)) throw new SyntaxError(`Repeated attribute ${attribute} near ${i}.`);
      attributes[attribute] = decode(source.slice(i + 2, end), i);
      i = end + 1;
    }
    const element: XmlElement = { name, attributes, children: [], text: '' };
    if (stack.length > 0) (stack.at(-1) as XmlElement).children.push(element);
    else if (root) throw new SyntaxError('More than one root element.');
    else root = element;
    if (source.startsWith('/>', i)) i += 2;
    else {
      i++;
      stack.push(element);
    }
  }
  if (stack.length > 0) throw new SyntaxError(`Unclosed <${stack.at(-1)?.name}>.`);
  if (!root) throw new SyntaxError('No root element.');
  return root;
}
