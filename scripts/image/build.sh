#!/bin/sh
# `npm run image`: builds the container image (IMAGE, localhost/trustfront:latest) from the
# Containerfile with podman or docker. The base is IMAGE_BASE when set, else the official
# node:20-bookworm-slim, else (no registry reachable) the local base made by base.sh
# (docs/deploy.md, Container image).
set -eu
. "$(dirname "$0")/engine.sh"
cd "$here/../.."

official=docker.io/library/node:20-bookworm-slim
base=${IMAGE_BASE:-}
if [ -z "$base" ]; then
  if "$engine" image inspect "$official" >/dev/null 2>&1 ||
    timeout "${IMAGE_PULL_TIMEOUT:-60}" "$engine" pull "$official" >/dev/null 2>&1; then
    base=$official
  else
    echo "$official cannot be pulled: building on the local base $BASE_IMAGE."
    "$engine" image inspect "$BASE_IMAGE" >/dev/null 2>&1 || sh "$here/base.sh"
    base=$BASE_IMAGE
  fi
fi

set -- --network host -f Containerfile --build-arg "BASE=$base" -t "$IMAGE"
if [ "$engine" = podman ]; then
  # The Docker image format keeps the HEALTHCHECK (the OCI format has none); the host's npm
  # cache, when there is one, saves downloading every package again.
  set -- "$@" --format docker
  npm_cache=$(npm config get cache 2>/dev/null || true)
  [ -n "$npm_cache" ] && [ -d "$npm_cache" ] && set -- "$@" --volume "$npm_cache:/root/.npm"
  # A host that reaches the registry through a TLS-inspecting proxy trusts its authority with
  # NODE_EXTRA_CA_CERTS: the build trusts the same one.
  if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
    set -- "$@" --volume "$NODE_EXTRA_CA_CERTS:/run/build-ca.pem:ro" \
      --build-arg NODE_EXTRA_CA_CERTS=/run/build-ca.pem
  fi
fi
"$engine" build "$@" .
size=$("$engine" image inspect --format '{{.Size}}' "$IMAGE")
echo "Built $IMAGE on $base: $((size / 1000000)) MB"
