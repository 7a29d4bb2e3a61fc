# syntax=docker/dockerfile:1
# The production image: the built site on Node 22 (LTS), run as an unprivileged user. Chromium is only
# for the browser tests and is not in it. Build: docker build -t mansfield-web .
ARG NODE_IMAGE=node:22-bookworm-slim

# Every dependency, for the build. This layer is rebuilt only when the lockfile changes.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# Production dependencies only, for the runtime image (also cached by the lockfile).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    BUILD_DIR=/app/build
WORKDIR /app
# `npm run backup` and `npm run restore` on PostgreSQL run pg_dump and pg_restore, which must be
# of the server's major version or newer (17, as compose.yaml runs): Debian's own are 15, so the
# client comes from PostgreSQL's Debian repository (its key ships in postgresql-common).
ARG PG_MAJOR=17
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
 && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
 && apt-get install -y --no-install-recommends postgresql-client-${PG_MAJOR} \
 && rm -rf /var/lib/apt/lists/*
# package.json says the bundles are ES modules; drizzle/ holds the migrations run at start.
COPY --chown=root:root package.json ./
COPY --chown=root:root --from=prod-deps /app/node_modules ./node_modules
COPY --chown=root:root --from=build /app/build ./build
COPY --chown=root:root drizzle ./drizzle
# `npm run backup`, `restore`, `db:migrate` run build/ops.js through this wrapper.
COPY --chown=root:root scripts/ops.mjs scripts/build-state.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Docker's stop sends SIGTERM: the server drains (SHUTDOWN_DRAIN_SECONDS) and finishes in-flight
# requests; give it `docker stop -t 40` / compose's stop_grace_period.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "build/server.js"]
