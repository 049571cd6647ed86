import ts from 'typescript';

/**
 * Finds colours written out (hex, rgb()/hsl() and the other colour functions, named colours) in a
 * stylesheet or a TypeScript file, so that every colour of the site comes from a token of
 * src/styles/tokens.css. Comments are not read: they may name the colour a rule replaces.
 */
export interface RawColour {
  line: number;
  text: string;
}

/** CSS's named colours (CSS Color 4), `transparent` and `currentColor` left out: they carry no hue. */
const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet ' +
    'brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan ' +
    'darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta ' +
    'darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue ' +
    'darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey ' +
    'dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray ' +
    'green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush ' +
    'lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray ' +
    'lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon ' +
    'mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin ' +
    'navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen ' +
    'paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple ' +
    'red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise ' +
    'violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

/** `#` and 3, 4, 6 or 8 hex digits, not part of a longer word (`#fade-in` is no colour). */
const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;
/** The colour functions of CSS Color 4 and 5. */
const FUNCTION = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\(/gi;
/** A word that may be a named colour: letters only, not part of a longer name (`white-space`). */
const WORD = /(?<![\w-])[a-z]+(?![\w-])/gi;
/** Properties whose words are names, never colours. */
const NOT_COLOUR_PROPERTY = /^(?:font|font-family|content|quotes|animation|animation-name|grid-area|grid-template-areas|counter-.*|will-change|transition-property|list-style-type)$/i;

/** Hex colours and colour functions in `value`. */
function literalColours(value: string): string[] {
  return [...value.matchAll(HEX), ...value.matchAll(FUNCTION)].map(([found]) => found);
}

/** Named colours among the words of `value`. */
function namedColours(value: string): string[] {
  return [...value.matchAll(WORD)].map(([word]) => word).filter((word) => NAMED.has(word.toLowerCase()));
}

/** `text` with every comment replaced by spaces, keeping line breaks (so lines still count). */
function blankCssComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** Raw colours in the declarations of a CSS or Less file (selectors and comments are not read). */
export function rawColoursInCss(css: string): RawColour[] {
  const text = blankCssComments(css);
  const found: RawColour[] = [];
  // a declaration: a property, a colon and a value that ends at `;` or `}` (a selector such as
  // `a:hover {` ends at `{` and is not taken)
  for (const match of text.matchAll(/([\w-]+)\s*:([^;{}]*)(?=[;}])/g)) {
    const [, property, rawValue] = match;
    // quoted text (`content: 'red'`) is not a colour
    const value = rawValue.replace(/(['"])(?:\\.|(?!\1).)*\1/g, '""');
    const colours = literalColours(value);
    if (!NOT_COLOUR_PROPERTY.test(property)) colours.push(...namedColours(value));
    const line = lineAt(text, (match.index ?? 0) + match[0].indexOf(':') + 1 + rawValue.search(/\S|$/));
    for (const colour of colours) found.push({ line, text: `${property}: ${colour}` });
  }
  return found;
}

/** A property or attribute name that takes a colour: `color`, `backgroundColor`, `fill`, `stroke`... */
const COLOUR_KEY = /colou?r|fill|stroke|background|border|outline|shadow|caret/i;

function keyName(name: ts.Node, file: ts.SourceFile): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText(file);
}

/**
 * Raw colours in the strings of a TypeScript or TSX file. A hex value or a colour function
 * anywhere in a string counts; a colour name counts when the string is only that name (and not
 * given to a property or attribute of another kind, as `className="red"`), is given to a colour
 * property or attribute (`{ color: 'red' }`, `fill="red"`), or is CSS text
 * (`'color: red'`), so "a red button" in prose does not.
 */
export function rawColoursInTs(source: string, fileName = 'file.tsx'): RawColour[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: RawColour[] = [];
  const visit = (node: ts.Node) => {
    const isString =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node);
    if (isString) {
      const value = (node as ts.LiteralLikeNode).text;
      const colours = literalColours(value);
      const parent = node.parent;
      const key =
        ts.isPropertyAssignment(parent) && parent.initializer === node
          ? keyName(parent.name, file)
          : ts.isJsxAttribute(parent)
            ? keyName(parent.name, file)
            : undefined;
      // a name alone counts unless it is given to something else than a colour (`className="red"`)
      const alone = key === undefined && NAMED.has(value.trim().toLowerCase());
      if (alone || (key !== undefined && COLOUR_KEY.test(key))) {
        colours.push(...namedColours(value));
      } else if (/[\w-]+\s*:/.test(value)) {
        colours.push(...rawColoursInCss(`x{${value}}`).map(({ text }) => text.replace(/^[\w-]+: /, '')));
      }
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      for (const colour of new Set(colours)) found.push({ line, text: colour });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
