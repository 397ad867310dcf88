// main.tsx imports the app in stages, so that each stage's modules are evaluated in a task of their
// own. They are as much the first page's code as the entry is: index.html preloads them (and what
// they import), so they download with the entry, and the bundle budget counts them as initial.
import type { OutputBundle, OutputChunk } from "rolldown";
import type { HtmlTagDescriptor, Plugin } from "vite";

/** The modules main.tsx imports as stages, relative to web/. */
const STAGES = ["src/components/ui/provider.tsx", "src/app.tsx"];

function stageChunks(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const names = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (chunk.isEntry || names.has(chunk.fileName)) return;
    names.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next) visit(next);
    }
  };
  for (const stage of STAGES) {
    const chunk = chunks.find((item) => item.moduleIds.some((id) => id.replace(/\\/g, "/").endsWith(`/web/${stage}`)));
    if (!chunk) throw new Error(`no chunk for ${stage}: is it still imported by main.tsx?`);
    visit(chunk);
  }
  return [...names];
}

export function bootStages(): Plugin {
  return {
    name: "prestito-boot-stages",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (_html, { bundle, server }) => {
        if (server || !bundle) return [];
        return stageChunks(bundle).map((fileName): HtmlTagDescriptor => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/main/${fileName}` },
          injectTo: "head",
        }));
      },
    },
  };
}
