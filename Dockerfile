# syntax=docker/dockerfile:1
# Lodestar in one image: the server (run from its TypeScript sources by tsx, as `npm run serve` does) and the
# built web app it serves. docs/deployment.md shows it behind Caddy with PostgreSQL and Redis (compose.yaml).

ARG NODE_IMAGE=node:24-bookworm-slim

# The workspace manifests alone, so the dependency layers are rebuilt only when a package.json or the lock changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/extension/package.json apps/extension/

# Build the web app with every dependency.
FROM manifests AS web
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/core packages/core
COPY apps/web apps/web
RUN npm run build

# What the server needs at run time: its own and core's dependencies, and tsx from the root; no dev tools.
FROM manifests AS server-deps
RUN npm ci --omit=dev --no-audit --no-fund --include-workspace-root \
      --workspace @lodestar/core --workspace @lodestar/server

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=server-deps /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY packages/core/package.json packages/core/
COPY packages/core/src packages/core/src
COPY apps/server/package.json apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY --from=web /app/apps/web/dist apps/web/dist
# The generated keys, the favicon and music caches (and PGlite, without DATABASE_URL) live in DATA_DIR.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "apps/server/src/index.ts"]
