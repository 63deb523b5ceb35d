// Writes one benchmark's figures as JSON and a short Markdown table under bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** Saves `{name, date, machine, figures, budget, withinBudget}` to bench/results/<name>.{json,md}. */
export function writeResult(name, figures, budget, withinBudget) {
  mkdirSync('bench/results', { recursive: true });
  const result = {
    name,
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    figures,
    budget,
    withinBudget,
  };
  writeFileSync(`bench/results/${name}.json`, JSON.stringify(result, null, 2) + '\n');
  const rows = Object.entries(figures).map(
    ([k, v]) => `| ${k} | ${typeof v === 'object' ? JSON.stringify(v) : v} |`,
  );
  const md = [
    `# ${name}`,
    '',
    `${result.date}, ${result.machine.cpus} cores, Node ${process.version}`,
    '',
    '| figure | value |',
    '|---|---|',
    ...rows,
    '',
    `Budget: ${budget}. Within budget: **${withinBudget ? 'yes' : 'NO'}**.`,
    '',
  ];
  writeFileSync(`bench/results/${name}.md`, md.join('\n'));
  console.log(`${name}: ${JSON.stringify(figures)} (budget ${budget}: ${withinBudget ? 'ok' : 'OVER'})`);
}
