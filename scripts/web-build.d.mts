export declare function webSourcesHash(): string;
export declare function webBuildIsStale(options?: { shellsOptional?: boolean }): string | undefined;
export interface BuildOptions {
  reason?: string;
  shellsOptional?: boolean;
  stdio?: 'inherit' | 'pipe';
}
export declare function buildWeb(options?: BuildOptions): boolean;
export declare function ensureWebBuild(options?: Omit<BuildOptions, 'reason'>): boolean;
