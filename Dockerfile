# IdeaMatch: one image for every app node (SPA, API and realtime on one port).
# Build:  docker build -t ideamatch .
# Run:    see compose.yaml and docs/deploy.md

# --- build: install everything, build the web app and compile the server (scripts/build.mjs) ---
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -- --force \
 && npm prune --omit=dev --no-audit --no-fund

# --- runtime: production dependencies, built assets, no compilers, not root ---
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist \
    WEB_SSR=/app/apps/web/dist-ssr
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages/shared ./packages/shared
COPY --from=build --chown=node:node /app/apps/server ./apps/server
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
# The server's renderer of the public pages; it imports React, Mantine and the rest from node_modules.
COPY --from=build --chown=node:node /app/apps/web/dist-ssr ./apps/web/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node is PID 1 so SIGTERM reaches the server's graceful shutdown directly (no npm wrapper).
CMD ["node", "apps/server/dist/bin/server.js"]
