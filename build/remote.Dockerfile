# Any remote bundle: WORKSPACE (mfe-marketing, mfe-onboarding, mfe-chat or mfe-billing, from
# docker-compose.yml's build.args) is built from its own folder and served by nginx on its own origin.
# Node 22: some dependencies require it. npm install, not npm ci: see docs/decisions.md.
ARG WORKSPACE
FROM node:22-bookworm-slim AS build
ARG WORKSPACE
WORKDIR /repo
COPY package.json package-lock.json .npmrc ./
COPY build build
COPY shared-contracts shared-contracts
COPY ${WORKSPACE} ${WORKSPACE}
RUN npm install --no-audit --no-fund && npm run build -w ${WORKSPACE}

FROM nginx:1.27-alpine
ARG WORKSPACE
COPY build/nginx-remote.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${WORKSPACE}/dist /usr/share/nginx/html
EXPOSE 8080
