# The production image, in three stages: `build` makes the artefacts (npm run build), `deps` installs
# the runtime dependencies alone, and the final stage holds only those and the built files: no
# compilers, no development dependencies, no sources. It runs as the unprivileged `node` user, with
# Node itself as PID 1 (the server closes gracefully on SIGTERM), and writes only to /data, so it
# also starts with a read-only root file system (docker run --read-only -v calc-data:/data …).
#
#   docker build --build-arg SITE_URL=https://calc.example --build-arg VITE_GA_MEASUREMENT_ID=G-XXXX -t calcsuite .

FROM node:24-bookworm-slim AS build
WORKDIR /app
# argon2 compiles itself when no prebuilt binary fits the platform.
RUN apt-get update -qq \
  && apt-get install -y -qq --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The analytics id is built into the web app; the build's stamp records it.
ARG VITE_GA_MEASUREMENT_ID=
ENV VITE_GA_MEASUREMENT_ID=${VITE_GA_MEASUREMENT_ID}
RUN npm run build

FROM node:24-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update -qq \
  && apt-get install -y -qq --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim AS runtime
ARG SITE_URL=
ARG VITE_GA_MEASUREMENT_ID=
# Two malloc arenas, not one per thread: the threads' own arenas (compression, garbage collection)
# kept tens of MB that a flood of new pages had made them take (url-flood.security.test.ts).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SITE_URL=${SITE_URL} \
    VITE_GA_MEASUREMENT_ID=${VITE_GA_MEASUREMENT_ID}
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/graphql/dist ./graphql/dist
COPY --from=build /app/web/dist ./web/dist
RUN mkdir -p /data && chown node:node /data
# The embedded database (when DATABASE_URL is unset) lives here: keep it on a volume.
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The built server bundle, run by Node directly (no npm in between to swallow SIGTERM);
# --liftoff-only keeps the embedded database's memory flat (scripts/start.ts says why).
CMD ["node", "--liftoff-only", "graphql/dist/start.mjs"]
