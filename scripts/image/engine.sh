# Sourced by the image scripts: picks the container engine (podman, else docker) and the flags
# these scripts pass to it. IMAGE_ENGINE=docker|podman chooses one explicitly.
here=$(cd "$(dirname "$0")" && pwd)
if [ -n "${IMAGE_ENGINE:-}" ]; then
  engine=$IMAGE_ENGINE
elif command -v podman >/dev/null 2>&1; then
  engine=podman
elif command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
  engine=docker
else
  echo "Neither podman nor docker is available: install one (apt-get install -y podman runc)." >&2
  exit 1
fi
if [ "$engine" = podman ] && [ -z "${CONTAINERS_CONF:-}" ]; then
  export CONTAINERS_CONF="$here/containers.conf"
fi
IMAGE=${IMAGE:-localhost/trustfront:latest}
BASE_IMAGE=${BASE_IMAGE:-localhost/trustfront-base:20}
