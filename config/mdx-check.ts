/**
 * The MDX rules of a review, checked with the build's MDX compiler (satteri) before any page renders: the
 * text compiles, uses no component (the page gives none) and no code in curly braces (figures are tokens,
 * `[[servers]]`; a comment `{/* … *\/}` is allowed).
 */
import { mdxToJs, mdxToMdast } from 'satteri';

/** A line and a column, both counted from 1. */
export interface Place {
  line: number;
  column: number;
}

/** One thing wrong in a file, and where it is when known. */
export interface Problem {
  message: string;
  place?: Place | undefined;
}

/** The parts of an mdast node this check reads (satteri gives standard mdast with MDX nodes, positions on). */
interface Node {
  type: string;
  /** A JSX element's name ("Callout", "ui.Box"); an expression's code. */
  name?: string | null;
  value?: string;
  children?: Node[];
  position?: { start: Place };
}

/** The compiler's "3:11: Expected a closing tag … (mdx-jsx:unexpected-character)": its place, its words. */
const COMPILER_MESSAGE = /^(\d+):(\d+):\s*([\s\S]*?)(?:\s*\([\w:-]+\))?$/;

/** What the compiled review would miss at render: `_missingMdxReference("Callout", true)`. */
const MISSING_REFERENCE = /_missingMdxReference\("([^"]+)", (?:true|false)\)/g;

/** The start of a node, as a Place. */
const startOf = (node: Node): Place | undefined =>
  node.position ? { line: node.position.start.line, column: node.position.start.column } : undefined;

/** Every node of the tree, depth first, in file order. */
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

/** The MDX problems of a review's `text`, each with its line and column, in file order. */
export function mdxProblems(text: string): Problem[] {
  let code: string;
  let tree: Node;
  try {
    code = mdxToJs(text, { jsxImportSource: 'astro' }).code;
    tree = mdxToMdast(text) as Node;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const [, line, column, reason] = COMPILER_MESSAGE.exec(message) ?? [];
    return [
      {
        message: `not valid MDX: ${reason ?? message}`,
        place: line && column ? { line: Number(line), column: Number(column) } : undefined,
      },
    ];
  }
  const missing = new Set([...code.matchAll(MISSING_REFERENCE)].map((match) => match[1]));
  const problems: Problem[] = [];
  for (const node of walk(tree)) {
    const name = node.name ?? '';
    if (/^mdxJsx(?:Flow|Text)Element$/.test(node.type) && missing.has(name.split('.')[0]))
      problems.push({
        message: `<${name}>: unknown component: a review is Markdown and HTML, and no component of that name is given to it`,
        place: startOf(node),
      });
    if (/^mdx(?:Flow|Text)Expression$/.test(node.type) && !/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? ''))
      problems.push({
        message: `{${node.value ?? ''}}: code in curly braces: write a figure as a token ([[servers]]), and a brace as \\{`,
        place: startOf(node),
      });
  }
  return problems;
}
