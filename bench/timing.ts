/** What a benchmark's body returns, with the CPU seconds (user and system) and wall seconds it took. */
export function timed<T extends object>(body: () => T): T & { readonly cpuSeconds: number; readonly wallSeconds: number } {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const result = body();
  const used = process.cpuUsage(cpu);
  return { ...result, cpuSeconds: (used.user + used.system) / 1e6, wallSeconds: (performance.now() - wall) / 1000 };
}
