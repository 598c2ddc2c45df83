// Types for tests/bench/first-screen.mjs (a plain ES module, so the e2e check runs it as is).
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export declare const BUDGET_KB: { en: number; nl: number };
export declare function readManifest(out: string): Manifest;
export declare function gzBytes(out: string, file: string): number;
export declare function closure(manifest: Manifest, key: string, into?: Set<string>): Set<string>;
export declare function firstScreen(out: string): {
  manifest: Manifest;
  homeKey: string;
  first: Set<string>;
  en: { files: string[]; bytes: number };
  nl: { files: string[]; bytes: number; messages: string[] };
};
