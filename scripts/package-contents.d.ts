// Types of scripts/package-contents.js, for test/bundle/package.test.ts (the script stays plain JS
// so that CI's package check runs it with node alone).
export const NEEDED: string[];
export function packageProblems(manifest: { dependencies?: Record<string, string> }, files: string[]): string[];
export function packedFiles(root: string): string[];
