# The app's one image: `serve` (an API process) by default, `worker` (an engine worker) by compose.yaml's command.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
# The built client the API processes serve; then only what runs stays (tsx runs the server's TypeScript).
RUN npm run build && npm prune --omit=dev

FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build --chown=node:node /app /app
# Volumes mounted here start owned by the user the processes run as.
RUN mkdir -p /data /media && chown node:node /data /media
USER node
EXPOSE 5903
# `npm run serve` without npm in between: SIGTERM reaches node itself, which stops gracefully (stop-signal.ts).
CMD ["node", "--import", "tsx", "server/main.ts"]
