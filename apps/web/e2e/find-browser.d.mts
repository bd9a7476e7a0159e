/** Flags for headless runs on a machine without a display or outside network. */
export declare const chromiumArgs: string[];
/** A Chromium that starts here, or `missing`: what was tried, for one loud line. */
export declare function findBrowser(
  env?: NodeJS.ProcessEnv,
): Promise<{ executablePath: string; source: string; version: string } | { missing: string }>;
