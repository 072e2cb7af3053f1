import { Transform } from 'node:stream';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks the page's module preloads (React Router writes one per script the page runs) as low priority.
 * On a slow connection the ~40 scripts that hydrate a page would otherwise be fetched at high priority and
 * share the bandwidth with the stylesheet and the page's main picture; the page is readable without them,
 * so they come after what is seen first. The links stay where React Router puts them; only the hint is added.
 */
export function lowPriorityScriptPreloads(): Transform {
  // The pattern may be split between two chunks: the tail that could begin it waits for the next chunk.
  let carry = '';
  const decoder = new TextDecoder();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.decode(chunk, { stream: true });
      const cut = unfinishedPatternStart(text);
      carry = text.slice(cut);
      callback(null, text.slice(0, cut).replaceAll(PRELOAD, LOW_PRELOAD));
    },
    flush(callback) {
      callback(null, (carry + decoder.decode()).replaceAll(PRELOAD, LOW_PRELOAD));
    },
  });
}

/** Where the text ends in an unfinished start of the pattern (it has one `<`, its first character), or its length. */
function unfinishedPatternStart(text: string): number {
  const last = text.lastIndexOf('<');
  const tail = text.slice(last);
  return last >= 0 && tail.length < PRELOAD.length && PRELOAD.startsWith(tail) ? last : text.length;
}
