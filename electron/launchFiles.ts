/** Scenario files named on the command line, as a file manager passes them when a file is opened with the app. */
export function filesFromArgv(argv: readonly string[], isPackaged: boolean): string[] {
  // Packaged: [app, ...args]. Development: [electron, appFolder, ...args].
  const args = argv.slice(isPackaged ? 1 : 2);
  return args.filter((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith('.json'));
}
