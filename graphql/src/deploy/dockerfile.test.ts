/**
 * The production image: its Dockerfile passes the rule set (dockerfile-rules.ts), each rule catches
 * what it is for, and, where a Docker daemon answers, the image builds and serves read-only.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needs } from '../../../scripts/test-conditions.ts';
import { lintDockerfile } from './dockerfile-rules.ts';

const projectRoot = join(import.meta.dirname, '..', '..', '..');
const rules = (source: string) => lintDockerfile(source).map((finding) => finding.rule);

const good = `FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci && npm run build
FROM node:24-bookworm-slim
ARG SITE_URL=
ARG VITE_GA_MEASUREMENT_ID=
ENV NODE_ENV=production DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/graphql/dist ./graphql/dist
VOLUME ["/data"]
USER node
HEALTHCHECK --start-period=30s CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz')"]
CMD ["node", "graphql/dist/start.mjs"]
`;

describe('the Dockerfile rules', () => {
  it('pass the project Dockerfile', async () => {
    expect(lintDockerfile(await readFile(join(projectRoot, 'Dockerfile'), 'utf8'))).toEqual([]);
  });

  it('pass a minimal good file, so each case below fails for its one change alone', () => {
    expect(lintDockerfile(good)).toEqual([]);
  });

  const cases: [string, string, string][] = [
    ['CS1', 'one stage only', good.slice(good.indexOf('FROM node:24-bookworm-slim\n'))],
    [
      'CS2',
      'compilers in the final stage',
      good.replace('USER node', 'RUN apt-get install -y --no-install-recommends make && rm -rf /var/lib/apt/lists/*\nUSER node'),
    ],
    ['CS2', 'development dependencies in the final stage', good.replace('USER node', 'RUN npm ci\nUSER node')],
    ['CS2', 'the source tree in the final stage', good.replace('USER node', 'COPY . .\nUSER node')],
    ['DL3002', 'running as root', good.replace('USER node\n', '')],
    ['DL3002', 'switching back to root', good.replace('USER node', 'USER root')],
    ['CS3', 'npm as PID 1', good.replace('CMD ["node", "graphql/dist/start.mjs"]', 'CMD ["npm", "start"]')],
    ['DL3025', 'a shell-form CMD', good.replace('CMD ["node", "graphql/dist/start.mjs"]', 'CMD node graphql/dist/start.mjs')],
    ['CS4', 'a health check on /healthz', good.replace('/readyz', '/healthz')],
    ['CS4', 'a health check without a start period', good.replace('--start-period=30s ', '')],
    ['CS4', 'no health check', good.replace(/HEALTHCHECK.*\n/, '')],
    ['CS5', 'DATA_DIR without a volume', good.replace('VOLUME ["/data"]\n', '')],
    ['CS6', 'no NODE_ENV=production', good.replace('NODE_ENV=production ', '')],
    ['CS7', 'no SITE_URL build argument', good.replace('ARG SITE_URL=\n', '')],
    ['DL3006', 'an image without a tag', good.replace('FROM node:24-bookworm-slim AS build', 'FROM node AS build')],
    ['DL3007', 'the latest tag', good.replace('FROM node:24-bookworm-slim AS build', 'FROM node:latest AS build')],
    ['DL3009', 'apt lists left behind', good.replace(' && rm -rf /var/lib/apt/lists/*', '')],
    ['DL3015', 'recommended packages installed', good.replace(' --no-install-recommends', '')],
    ['DL3020', 'ADD for local files', good.replace('COPY . .', 'ADD . .')],
    ['DL3022', 'COPY from an unknown stage', good.replace('--from=build', '--from=builder')],
    ['DL4006', 'a pipe without pipefail', good.replace('RUN npm ci && npm run build', 'RUN npm ci | tee log')],
  ];
  it.each(cases)('%s catches %s', (rule, _what, source) => {
    expect(rules(source)).toContain(rule);
  });
});

describe('the image', () => {
  it(
    'builds, starts with a read-only root file system as a non-root user, becomes healthy and closes on SIGTERM (skipped where no Docker daemon answers)',
    { ...needs('docker'), timeout: 900_000 },
    async () => {
      const tag = `calcsuite-test:${process.pid}`;
      execFileSync('docker', ['build', '--build-arg', 'SITE_URL=https://calc.example', '-t', tag, projectRoot], { stdio: 'inherit' });
      const name = `calcsuite-test-${process.pid}`;
      execFileSync('docker', [
        'run',
        '-d',
        '--name',
        name,
        '--read-only',
        '--tmpfs',
        '/tmp',
        '-v',
        `${name}:/data`,
        '-e',
        'ADMIN_PASSWORD=image admin password',
        tag,
      ]);
      try {
        let health = '';
        for (let tries = 0; tries < 120 && health !== 'healthy'; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          health = execFileSync('docker', ['inspect', '-f', '{{.State.Health.Status}}', name]).toString().trim();
        }
        expect(health).toBe('healthy');
        expect(execFileSync('docker', ['exec', name, 'id', '-u']).toString().trim()).not.toBe('0');
        expect(execFileSync('docker', ['exec', name, 'sh', '-c', 'command -v g++ make python3 || true']).toString().trim()).toBe('');
        execFileSync('docker', ['stop', '-t', '20', name]);
        expect(execFileSync('docker', ['inspect', '-f', '{{.State.ExitCode}}', name]).toString().trim()).toBe('0');
      } finally {
        spawnSync('docker', ['rm', '-f', name]);
        spawnSync('docker', ['volume', 'rm', name]);
        spawnSync('docker', ['image', 'rm', tag]);
      }
    },
  );
});

describe('the compose file', () => {
  it('restarts every service, ships no database password, trusts one proxy hop and publishes only the TLS proxy', async () => {
    const compose = await readFile(join(projectRoot, 'docker-compose.yml'), 'utf8');
    const services = compose.slice(compose.indexOf('services:'), compose.indexOf('\nvolumes:'));
    const names = [...services.matchAll(/^ {2}(\w[\w-]*):$/gm)].map((match) => match[1]);
    expect(names).toEqual(['db', 'app', 'proxy']);
    expect(services.match(/^ {4}restart: unless-stopped$/gm)).toHaveLength(names.length);
    expect(compose).toContain('${POSTGRES_PASSWORD:?');
    expect(compose).not.toMatch(/POSTGRES_PASSWORD:-/);
    // Passwords reach the containers as secret files, never in their environment (docker inspect),
    // and the database's apart from DATABASE_URL, where a '/' or '@' in it would change the address.
    expect(services).not.toMatch(/PASSWORD: ['"]?\$\{/);
    expect(services).toContain('DATABASE_URL: postgres://calculators@db:5432/calculators');
    for (const variable of [
      'POSTGRES_PASSWORD_FILE: /run/secrets/db_password',
      'DATABASE_PASSWORD_FILE: /run/secrets/db_password',
      'ADMIN_PASSWORD_FILE: /run/secrets/admin_password',
    ]) {
      expect(services).toContain(variable);
    }
    expect(compose).toMatch(/^secrets:\n {2}db_password:\n {4}environment: POSTGRES_PASSWORD\n {2}admin_password:\n {4}environment: ADMIN_PASSWORD\n/m);
    expect(compose).toMatch(/TRUST_PROXY: '1'/);
    expect(services.match(/^ {4}ports:$/gm)).toHaveLength(1);
    const caddyfile = await readFile(join(projectRoot, 'deploy', 'Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(/reverse_proxy app:3000/);
  });
});
