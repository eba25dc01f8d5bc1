// For tests of a stylesheet (jsdom lays nothing out): the declarations of a CSS file, each with its selector and
// the @media query around it. Only tests import it.
import { readFileSync } from 'node:fs';

export interface CssDeclaration {
  /** The @media prelude the rule sits in ('@media (max-width: 767px)'), or null. */
  media: string | null;
  selector: string;
  property: string;
  value: string;
}

export function cssDeclarations(path: string): CssDeclaration[] {
  const css = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const declarations: CssDeclaration[] = [];
  const blocks: string[] = [];
  let text = '';
  const flush = () => {
    const match = /^([\w-]+)\s*:\s*([\s\S]+)$/.exec(text.trim());
    const selector = blocks.at(-1);
    if (match && selector) {
      const media = blocks.slice(0, -1).findLast((block) => block.startsWith('@media')) ?? null;
      declarations.push({ media, selector, property: match[1]!, value: match[2]!.replace(/\s+/g, ' ') });
    }
    text = '';
  };
  for (const char of css) {
    if (char === '{') {
      blocks.push(text.trim().replace(/\s+/g, ' '));
      text = '';
    } else if (char === '}') {
      flush();
      blocks.pop();
    } else if (char === ';') flush();
    else text += char;
  }
  return declarations;
}
