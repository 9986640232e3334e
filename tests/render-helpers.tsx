import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';

/** Renders a tree to HTML as the worker does: waits for every lazy part, never outlines a boundary. */
export async function renderHtml(tree: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  await stream.allReady;
  return new Response(stream).text();
}
