/**
 * A Dockerfile linter: hadolint's rules that apply to this image (numbered as hadolint numbers
 * them, so a reader can look each up), plus the project's own production rules (CS…). hadolint
 * itself is a Haskell binary with no npm package; the npm linters found were unmaintained or
 * checked less. The Dockerfile is parsed by dockerfile-ast, the parser of the Docker language
 * server, so line continuations, JSON forms and flags are read as Docker reads them.
 */
import { DockerfileParser, type Instruction } from 'dockerfile-ast';

export interface Finding {
  rule: string;
  line: number;
  message: string;
}

const compilers = /\b(g\+\+|gcc|make|python3?|build-essential|clang)\b/;

/** The JSON array form of CMD, ENTRYPOINT or HEALTHCHECK CMD, or null for the shell form. */
function jsonForm(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null;
  } catch {
    return null;
  }
}

export function lintDockerfile(source: string): Finding[] {
  const dockerfile = DockerfileParser.parse(source);
  const findings: Finding[] = [];
  const report = (rule: string, instruction: Instruction, message: string) => findings.push({ rule, line: instruction.getRange().start.line + 1, message });
  const instructions = dockerfile.getInstructions();
  const stageNames = new Set<string>();
  let stage = -1;
  const stages: Instruction[][] = [];
  let shellHasPipefail = false;

  for (const instruction of instructions) {
    const keyword = instruction.getKeyword();
    const text = instruction.getArgumentsContent() ?? '';
    if (keyword === 'FROM') {
      stage += 1;
      stages.push([]);
      shellHasPipefail = false;
      const [image = '', as, name] = instruction.getArguments().map((argument) => argument.getValue());
      if (image !== 'scratch' && !stageNames.has(image)) {
        const tag = /:([^/]+)$/.exec(image.split('@')[0] ?? '')?.[1];
        if (!tag && !image.includes('@')) report('DL3006', instruction, `Name the image's version: ${image} has no tag`);
        if (tag === 'latest') report('DL3007', instruction, `${image}: 'latest' changes under the same name; name a version`);
      }
      if (as?.toUpperCase() === 'AS' && name) {
        if (stageNames.has(name)) report('DL3024', instruction, `Stage name ${name} is used twice`);
        stageNames.add(name);
      }
      continue;
    }
    stages[stage]?.push(instruction);
    if (keyword === 'MAINTAINER') report('DL4000', instruction, 'MAINTAINER is deprecated; use a LABEL');
    if (keyword === 'ADD' && !/^(https?:|git@)/.test(instruction.getArguments()[0]?.getValue() ?? '')) {
      report('DL3020', instruction, 'Use COPY for files and folders (ADD also unpacks and downloads)');
    }
    if (keyword === 'WORKDIR' && !text.startsWith('/') && !text.startsWith('$')) report('DL3000', instruction, 'WORKDIR must be an absolute path');
    if ((keyword === 'CMD' || keyword === 'ENTRYPOINT') && !jsonForm(text)) {
      report('DL3025', instruction, `${keyword} in the JSON form, or signals go to a shell, not to the program`);
    }
    if (keyword === 'COPY') {
      const from = (instruction as unknown as { getFlags(): { getName(): string; getValue(): string | null }[] })
        .getFlags()
        .find((flag) => flag.getName() === 'from')
        ?.getValue();
      if (from && !stageNames.has(from) && !/[:/]/.test(from)) report('DL3022', instruction, `COPY --from=${from} names no earlier stage`);
    }
    if (keyword === 'SHELL' && /pipefail/.test(text)) shellHasPipefail = true;
    if (keyword === 'RUN') {
      if (/\bsudo\b/.test(text)) report('DL3004', instruction, 'Do not use sudo; the build runs as root until USER');
      if (/\bapt-get\s+(-\S+\s+)*install\b/.test(text)) {
        if (!/--no-install-recommends/.test(text)) report('DL3015', instruction, 'apt-get install without --no-install-recommends');
        if (!/\s(-y|--yes|-qq?y|--assume-yes)\b/.test(text) && !/\s-y/.test(text)) report('DL3014', instruction, 'apt-get install without -y');
        if (!/rm -rf \/var\/lib\/apt\/lists/.test(text)) report('DL3009', instruction, 'Delete the apt lists in the same RUN (rm -rf /var/lib/apt/lists/*)');
      }
      if (/[^|]\|[^|]/.test(text) && !shellHasPipefail)
        report('DL4006', instruction, 'A pipe in RUN hides a failure on its left: SHELL ["/bin/bash", "-o", "pipefail", "-c"]');
    }
  }

  // The project's production rules: they read the final stage, the one that runs.
  const first = instructions[0];
  const final = stages.at(-1) ?? [];
  const anchor = final[0] ?? first;
  if (!anchor) return [{ rule: 'CS0', line: 1, message: 'The Dockerfile is empty' }];
  if (stages.length < 2) report('CS1', anchor, 'Build in a stage of its own: the final stage must not hold the build tools');
  const finalOf = (keyword: string) => final.filter((instruction) => instruction.getKeyword() === keyword);
  for (const run of finalOf('RUN')) {
    const text = run.getArgumentsContent() ?? '';
    if (/\bapt-get\s+(-\S+\s+)*install\b/.test(text) && compilers.test(text)) report('CS2', run, 'The final stage installs compilers');
    if (/\bnpm\s+(ci|install|i)\b/.test(text) && !/--omit[= ]dev|--production/.test(text))
      report('CS2', run, 'The final stage installs development dependencies');
  }
  for (const copy of finalOf('COPY')) {
    const args = copy.getArguments().map((argument) => argument.getValue());
    if (args.slice(0, -1).some((source) => source === '.' || source === './'))
      report('CS2', copy, 'The final stage copies the whole source tree; copy the built files alone');
  }
  const user = finalOf('USER').at(-1);
  if (!user) report('DL3002', anchor, 'The final stage runs as root: add USER with an unprivileged user');
  else if (/^(root|0)(:|$)/.test(user.getArgumentsContent() ?? '')) report('DL3002', user, 'The last USER is root');
  const cmd = finalOf('CMD').at(-1);
  const command = cmd ? jsonForm(cmd.getArgumentsContent() ?? '') : null;
  const entrypoint = finalOf('ENTRYPOINT').at(-1);
  const init = entrypoint ? jsonForm(entrypoint.getArgumentsContent() ?? '')?.[0] : undefined;
  if (!cmd) report('CS3', anchor, 'The final stage has no CMD');
  else if (!init && command?.[0] !== 'node') report('CS3', cmd, 'Run node itself as PID 1 (or through an init such as tini): npm does not pass SIGTERM on');
  else if (init && !/tini|dumb-init/.test(init) && init !== 'node') report('CS3', entrypoint!, `PID 1 is ${init}: use node or an init that forwards signals`);
  const healthcheck = finalOf('HEALTHCHECK').at(-1);
  if (!healthcheck) report('CS4', anchor, 'No HEALTHCHECK');
  else {
    const text = healthcheck.getArgumentsContent() ?? '';
    if (!text.includes('/readyz')) report('CS4', healthcheck, 'The health check asks /readyz (ready: the database answers), not /healthz');
    if (!/--start-period=/.test(healthcheck.getTextContent?.() ?? text))
      report('CS4', healthcheck, 'The health check needs a --start-period for the first start');
  }
  const env = finalOf('ENV')
    .map((instruction) => instruction.getArgumentsContent() ?? '')
    .join(' ');
  const dataDir = /\bDATA_DIR=(\S+)/.exec(env)?.[1];
  const volumes = finalOf('VOLUME').map((instruction) => instruction.getArgumentsContent() ?? '');
  if (!dataDir) report('CS5', anchor, 'The final stage sets no DATA_DIR');
  else if (!volumes.some((volume) => volume.includes(`"${dataDir}"`) || volume.split(/\s+/).includes(dataDir))) {
    report('CS5', anchor, `DATA_DIR ${dataDir} is not a VOLUME: the embedded database would live in the container's layer`);
  }
  if (!/\bNODE_ENV=production\b/.test(env)) report('CS6', anchor, 'The final stage does not set NODE_ENV=production');
  const args = instructions
    .filter((instruction) => instruction.getKeyword() === 'ARG')
    .map((instruction) => (instruction.getArgumentsContent() ?? '').split('=')[0]);
  for (const name of ['SITE_URL', 'VITE_GA_MEASUREMENT_ID']) if (!args.includes(name)) report('CS7', anchor, `No build argument ${name}`);
  return findings.sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule));
}
