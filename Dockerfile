# syntax=docker/dockerfile:1
# Masar: the API and the built web app in one image (docs/deploy.md).
# Three stages: production dependencies, the web build, and a small runtime that runs as the unprivileged `node` user.

ARG NODE_IMAGE=node:20.20-bookworm-slim

# Production dependencies only (no Vite, no test tools).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# The web app, built once: hashed assets with their brotli and gzip copies and the page preload lists.
FROM ${NODE_IMAGE} AS web
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The server runs its TypeScript through tsx (a production dependency); it needs its own sources and the contract.
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY src/server ./src/server
COPY src/contract ./src/contract
COPY --from=web /app/dist/web ./dist/web
# DATA_DIR holds the embedded database, uploads and the mail outbox when no DATABASE_URL / S3_BUCKET / SMTP_URL
# is set; with them it only keeps the outbox of a misconfigured mailer. Owned by the unprivileged user.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only: readiness (GET /api/ready) is for the load balancer, which stops sending traffic without
# restarting a container whose database is briefly away.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM starts the graceful shutdown: in-flight requests finish, sockets close with 1012, jobs finish.
STOPSIGNAL SIGTERM
# Node's flags are the ones `npm start` passes (src/server/node-flags.ts says why).
CMD ["node", "--max-semi-space-size=64", "--import", "tsx", "src/server/main.ts"]
