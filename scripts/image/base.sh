#!/bin/sh
# Makes the local base image (BASE_IMAGE, localhost/trustfront-base:20) for hosts that reach no
# container registry: a minimal Debian bookworm root filesystem made by debootstrap from the
# host's own Debian mirror, with the host's Node 20 (binary and npm) copied into it. The
# official node:20-bookworm-slim is used instead wherever it can be pulled (docs/deploy.md,
# Container image).
set -eu
. "$(dirname "$0")/engine.sh"

major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" != 20 ]; then
  echo "The local base takes the host's Node, which is $(node -v); Node 20 is needed." >&2
  exit 1
fi
command -v debootstrap >/dev/null || { echo "debootstrap is missing: apt-get install -y debootstrap" >&2; exit 1; }

# The Debian mirror apt already uses on this host (deb822 or one-line sources).
mirror=${DEBIAN_MIRROR:-$(
  { grep -hs '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}'
    grep -hs '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list | awk '{print $2}'
  } | grep -v -- '-security' | grep '/debian/\?$' | head -n 1
)}
mirror=${mirror:-http://deb.debian.org/debian}

root=$(mktemp -d "${TMPDIR:-/var/tmp}/trustfront-base.XXXXXX")
trap 'rm -rf "$root"' EXIT
echo "debootstrap bookworm from $mirror into $root"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.log" 2>&1 ||
  { tail -n 20 "$root.log" >&2; exit 1; }
rm -f "$root.log"

# Node and npm from the host: the binary needs only glibc, libstdc++ and libgcc, which the
# bookworm base has.
node_bin=$(readlink -f "$(command -v node)")
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
install -m 0755 "$node_bin" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
chroot "$root" /usr/local/bin/node -e 'process.versions.node' >/dev/null

rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb \
  "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/locale/* "$root"/tmp/*

tar -C "$root" -c . | "$engine" import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' - "$BASE_IMAGE"
echo "Base image $BASE_IMAGE made (Node $(node -v) from this host)."
