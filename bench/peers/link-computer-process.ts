/**
 * VS Code's LinkComputer as a whole process, the peer of `node dist/cli.js FILES`: reads each file named on the
 * command line, splits it into lines and finds its links, then prints how many. It only finds; the CLI also parses,
 * checks and reports. Run by bench/cli-process.ts after loadLinkComputer() has built the bundle it requires.
 */
import { readFileSync } from 'node:fs';
import { linkComputerBundle, toLineModel, type LinkComputerModule } from './link-computer';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- built by the parent bench process, so no static import can name it
const { computeLinks } = require(linkComputerBundle()) as LinkComputerModule;
let links = 0;
for (const file of process.argv.slice(2)) links += computeLinks(toLineModel(readFileSync(file, 'utf8'))).length;
process.stdout.write(`${links}\n`);
