// How the build splits the app's code into files (rolldown's output.codeSplitting). Left to
// itself the bundler makes a chunk for every set of pages that shares a module: ~110 files, and a
// signed-in screen's first load asked for ~50 of them, most under 1 KB (an icon, a feature's
// api.ts). On a phone every request costs a round trip, and a browser opens six connections to a
// host, so those requests, not their bytes, were most of the time before the screen could draw.
// See docs/decisions/0024-fewer-larger-chunks.md.
import type { Rolldown } from "vite";

type ChunkingContext = Rolldown.ChunkingContext;
type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

/** Only the forms need these (~40 KB gzip): a chunk that imports them makes every page load them. */
const FORM_LIBRARIES =
  /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|src[\\/]shared[\\/]schemas[\\/]/;

/** The pages a visitor opens; what they share with the member's screens is kept small. */
const SIGNED_OUT_PAGES = [
  /src[\\/]client[\\/]features[\\/](account|landing|not-found|seed)[\\/]/,
  /src[\\/]client[\\/]app[\\/]require-(anonymous|profile-to-complete)\./,
];

/**
 * How much code (as written, before minifying) a module may bring with it into a shared chunk.
 * A module over it stays in a chunk of its own, loaded only by the pages that use it: a library
 * such as the date picker's is worth a request, an icon is not. The signed-out pages' limit is
 * lower: `/auth` is already on screen when its scripts run, and what they evaluate is what keeps
 * it from answering.
 */
const MOST_CODE = { signedIn: 20_000, sharedWithSignedOut: 6_000 };

/** What the build's entry loads: one file, not seven. */
const ENTRY: CodeSplittingGroup = { name: "entry", tags: ["$initial"], priority: 2 };

/**
 * The modules two or more pages share, when they are small: "app" for those only members'
 * screens use, "common" for those the signed-out pages use too. A module loaded on demand
 * (the toast library, a page) keeps its own chunk.
 */
const SHARED: CodeSplittingGroup = {
  name: (id, ctx) => sharedChunkOf(id, graphOf(ctx)),
  debugName: "shared",
  priority: 1,
  // Only what passed the test above: taking a module's dependencies along would bring the form
  // libraries and the large ones into the shared chunks.
  includeDependenciesRecursively: false,
};

export const codeSplitting = { groups: [ENTRY, SHARED] };

interface Graph {
  ctx: ChunkingContext;
  /** The pages (modules loaded on demand, and the entry) whose code includes a module. */
  pagesOf(id: string): Set<string>;
}

function sharedChunkOf(id: string, graph: Graph): string | null {
  const info = graph.ctx.getModuleInfo(id);
  if (!info || info.dynamicImporters.length > 0) return null;
  const pages = graph.pagesOf(id);
  if (pages.size < 2) return null;
  const { size, forms } = whatItBrings(id, graph);
  if (forms) return null;
  const signedOut = [...pages].some((page) => SIGNED_OUT_PAGES.some((p) => p.test(page)));
  if (signedOut) return size <= MOST_CODE.sharedWithSignedOut ? "common" : null;
  return size <= MOST_CODE.signedIn ? "app" : null;
}

/** The code a module needs beyond the entry's, and whether the form libraries are part of it. */
function whatItBrings(id: string, { ctx, pagesOf }: Graph) {
  let size = 0;
  let forms = false;
  const seen = new Set<string>();
  const visit = (m: string) => {
    if (seen.has(m)) return;
    seen.add(m);
    if ([...pagesOf(m)].some((page) => ctx.getModuleInfo(page)?.isEntry)) return;
    const info = ctx.getModuleInfo(m);
    if (!info) return;
    forms ||= FORM_LIBRARIES.test(m);
    size += info.code?.length ?? 0;
    info.importedIds.forEach(visit);
  };
  visit(id);
  return { size, forms };
}

const graphs = new WeakMap<ChunkingContext, Graph>();

/** The module graph's answers, worked out once per build. */
function graphOf(ctx: ChunkingContext): Graph {
  let graph = graphs.get(ctx);
  if (graph) return graph;
  const pages = new Map<string, Set<string>>();
  const pagesOf = (id: string) => {
    let found = pages.get(id);
    if (found) return found;
    found = new Set<string>();
    const seen = new Set<string>();
    const climb = (m: string) => {
      if (seen.has(m)) return;
      seen.add(m);
      const info = ctx.getModuleInfo(m);
      if (!info) return;
      if (info.isEntry || info.dynamicImporters.length > 0) found!.add(m);
      info.importers.forEach(climb);
    };
    climb(id);
    pages.set(id, found);
    return found;
  };
  graph = { ctx, pagesOf };
  graphs.set(ctx, graph);
  return graph;
}
