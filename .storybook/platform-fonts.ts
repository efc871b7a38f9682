// Runs in the browser for the `storybook` Vitest project only (imported by vitest.setup.ts): which fonts
// Chromium really drew an element's text with, through the DevTools protocol (CSS.getPlatformFontsForNode).
// A story's play function reads it from globalThis (theme/FontCoverage.stories.tsx); in the Storybook UI it
// is absent.
import { cdp } from 'vitest/browser';

export interface PlatformFont {
  familyName: string;
  /** True for a face the page loaded (@font-face), false for one Chromium found on the system. */
  isCustomFont: boolean;
  glyphCount: number;
}

interface DomNode {
  nodeId: number;
  attributes?: string[];
  children?: DomNode[];
  contentDocument?: DomNode;
  shadowRoots?: DomNode[];
}

const probe = 'data-font-probe';

function collect(node: DomNode, found: Map<string, number>) {
  const attributes = node.attributes ?? [];
  for (let index = 0; index < attributes.length; index += 2) {
    if (attributes[index] === probe) found.set(attributes[index + 1]!, node.nodeId);
  }
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) collect(child, found);
  if (node.contentDocument) collect(node.contentDocument, found);
}

/** The fonts each element's text was drawn with, in the order of `elements`. */
export async function platformFonts(elements: readonly Element[]): Promise<PlatformFont[][]> {
  const session = cdp();
  const token = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  elements.forEach((element, index) => element.setAttribute(probe, `${token}-${index}`));
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    const found = new Map<string, number>();
    collect(root, found);
    return await Promise.all(
      elements.map(async (_, index) => {
        const nodeId = found.get(`${token}-${index}`);
        if (nodeId === undefined) throw new Error(`No DOM node for probe ${index}`);
        const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId })) as {
          fonts: PlatformFont[];
        };
        return fonts;
      }),
    );
  } finally {
    for (const element of elements) element.removeAttribute(probe);
  }
}

(globalThis as { arenaPlatformFonts?: typeof platformFonts }).arenaPlatformFonts = platformFonts;
