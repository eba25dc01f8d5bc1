// Where every benchmark leaves its figures: one JSON file per bench in scripts/bench/out/ (ignored by git), with
// the command that made it and the machine it ran on (cores, CPU model, load average). `npm run bench:figures`
// writes the README's table of figures from these files.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import path from 'node:path';

export const OUT_DIR = path.join(import.meta.dirname, 'out');

const round = (value, digits = 2) => Number(value.toFixed(digits));

/** The 1, 5 and 15 minute load averages: how busy the cores were besides the bench. */
export const loadAverage = () => loadavg().map((load) => round(load));

export function machine() {
  return {
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    loadAverage: loadAverage(),
  };
}

/**
 * Writes scripts/bench/out/<name>.json.
 * @param {string} name the bench's name, also the file's
 * @param {{ command: string, machine: object, [key: string]: unknown }} results
 */
export function writeResults(name, results) {
  mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, `${name}.json`);
  const body = { bench: name, measuredAt: new Date().toISOString(), ...results };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  console.info(`\nResults: ${path.relative(process.cwd(), file)}`);
  return file;
}

/** The results a bench wrote, or null when it has not run here. */
export function readResults(name) {
  const file = path.join(OUT_DIR, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** The median of a list of numbers (the lower middle one of an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The smallest and largest of a list of numbers. */
export function spread(values) {
  return { min: Math.min(...values), max: Math.max(...values) };
}
