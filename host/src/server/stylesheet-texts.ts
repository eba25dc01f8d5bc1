import { createSingleFlight } from '@kaver/shared-contracts/cache';
import { fetchRemoteFile } from './remote-builds';

/**
 * The text of the stylesheets a page's head carries inline. A first visit then needs no request before its first
 * paint but the HTML's own: a linked stylesheet held the first frame until it came, one of them from the remote's
 * origin (a connection of its own). Each file's name holds its content hash, so a text once read never changes:
 * the host's own are read from its build at start, a remote's are fetched once and kept.
 */

/** The same href with the text it names, or null where the text could not be had (the page links it then). */
export interface Stylesheet {
  href: string;
  css: string | null;
}

/** A text that could not be fetched is not asked for again before this: its pages link it meanwhile. */
const RETRY_MS = 30_000;
/** Texts kept: a few per remote build, so enough for the builds a long-running server sees. */
const MAX_TEXTS = 64;

const fetchText = async (url: string) => (await fetchRemoteFile(url)).text();

export class StylesheetTexts {
  private readonly texts = createSingleFlight<string, string | null>({
    max: MAX_TEXTS,
    ttlMs: Number.POSITIVE_INFINITY,
    keep: (css) => css !== null,
  });
  /** When each text that could not be fetched may be asked for again. */
  private readonly failedUntil = new Map<string, number>();

  constructor(
    /** The shell's stylesheets, by href, as its build wrote them, in the order every page carries them. */
    private readonly own: ReadonlyMap<string, string>,
    private readonly fetchCss: (url: string) => Promise<string> = fetchText,
    private readonly now: () => number = Date.now,
  ) {}

  /** A page's stylesheets with their texts: the shell's, then those of its remote modules, in the order given. */
  forPage(remoteHrefs: string[]): Promise<Stylesheet[]> {
    const hrefs = [...this.own.keys(), ...remoteHrefs];
    return Promise.all(hrefs.map(async (href) => ({ href, css: await this.text(href) })));
  }

  private async text(href: string): Promise<string | null> {
    const own = this.own.get(href);
    if (own !== undefined) return own;
    if ((this.failedUntil.get(href) ?? 0) > this.now()) return null;
    return this.texts.get(href, () =>
      this.fetchCss(href).then(
        (css) => {
          this.failedUntil.delete(href);
          return css;
        },
        () => {
          this.failedUntil.set(href, this.now() + RETRY_MS);
          return null;
        },
      ),
    );
  }
}
