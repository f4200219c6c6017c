# syntax=docker/dockerfile:1
# The image of one front-end app: the shell or a remote, chosen by the APP build argument (one
# Dockerfile for all seven, since they differ only in the folder, the port and the health probe path).
# Served by scripts/serve/serve-app.ts: hashed files cached forever, entry files revalidated, gzip and
# brotli, CORS for the origins listed in SHELL_ORIGINS; for the shell also remotes.json written from the
# environment and the history fallback for deep links.
# Build context: the repository root (see docker-compose.yml), as the build needs the workspace
# manifests, shared/ and scripts/.

FROM node:24-bookworm-slim AS build
# The app folder (shell, mf-landing, …), its port (scripts/serve/apps.ts) and the path the health probe
# reads: the shell answers on /, a remote on its manifest.
ARG APP
ARG PORT
ARG HEALTH_PATH=/mf-manifest.json
WORKDIR /app
# npm resolves the workspaces from the lockfile and every workspace's package.json, so all of them are
# copied, and before any source, so this layer is reused until a dependency changes.
# `npm install` from the lockfile, not `npm ci`: the lockfile is made against a registry mirror that
# serves only one platform's optional packages, so npm ci rejects it as out of sync (as in .ci/run);
# npm install keeps the locked versions and fetches the binaries of the image's own platform.
# --ignore-scripts: the native packages ship prebuilt binaries, and without it npm would try to compile
# better-sqlite3 with node-gyp in an image that has no compiler.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-landing/package.json mf-landing/
COPY mf-trader/package.json mf-trader/
COPY mf-admin/package.json mf-admin/
COPY mf-organization/package.json mf-organization/
COPY mf-elite/package.json mf-elite/
COPY mf-affiliate/package.json mf-affiliate/
COPY e2e/package.json e2e/
RUN --mount=type=cache,target=/root/.npm npm install --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json tsconfig.web.json ./
COPY shared/ shared/
COPY scripts/ scripts/
COPY ${APP}/ ${APP}/
# Only mf-landing builds a server bundle (its pages drawn on the server); the folder exists for every app.
RUN cd ${APP} && npx webpack --mode production && mkdir -p dist-server
# The runtime needs none of the build tooling, only the packages scripts/serve/*.ts import (and
# shared/src/federation/remotes.ts: valibot), kept in step by scripts/dockerfiles.test.ts. `npm query`
# lists them with everything they depend on, exactly as installed from the lockfile; `cp --parents`
# keeps each one at its node_modules path, nested copies included.
ARG SERVER_PACKAGES="#fastify, #@fastify/compress, #@fastify/cors, #@fastify/static, #valibot"
RUN mkdir /runtime \
  && npm query ":is(${SERVER_PACKAGES}), :is(${SERVER_PACKAGES}) *" \
  | node -p "JSON.parse(require('node:fs').readFileSync(0, 'utf8')).map((n) => n.location).join('\n')" \
  | sort -u | xargs cp -a --parents -t /runtime

FROM node:24-bookworm-slim
ARG APP
ARG PORT
ARG HEALTH_PATH=/mf-manifest.json
# serve-app.ts reads APP when no argument is given; PORT and HEALTH_PATH are for the health probe.
ENV NODE_ENV=production APP=${APP} PORT=${PORT} HEALTH_PATH=${HEALTH_PATH}
# In a container the server must listen on every interface: on localhost nothing outside could reach it.
ENV HOST=0.0.0.0
WORKDIR /app
# Everything stays owned by root: the node user can read the server and the build but not change them.
COPY --from=build /runtime/ ./
# The root package.json makes the .ts files ES modules; shared/package.json does the same for shared/.
COPY --from=build /app/package.json ./
COPY --from=build /app/shared/package.json shared/
COPY --from=build /app/shared/src/federation shared/src/federation/
COPY --from=build /app/shared/src/theme shared/src/theme/
COPY --from=build /app/shared/src/i18n/locales shared/src/i18n/locales/
COPY --from=build /app/shared/src/ui-plain shared/src/ui-plain/
COPY --from=build /app/scripts/serve scripts/serve/
COPY --from=build /app/${APP}/dist ${APP}/dist/
COPY --from=build /app/${APP}/dist-server ${APP}/dist-server/
USER node
EXPOSE ${PORT}
# No curl or wget in the slim image: Node's fetch does the probe.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + process.env.HEALTH_PATH) \
    .then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "scripts/serve/serve-app.ts"]
