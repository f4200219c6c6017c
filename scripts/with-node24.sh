#!/usr/bin/env bash
# Runs a command under Node >= 24, provisioning Node 24 from the npm registry when the machine's Node is
# older. MikroORM 7 needs Node >= 22.17 and segfaults on Node 20, which is what some machines have.
# The download lands in the git-ignored .tools/node folder and is reused by later runs.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
required_major=24
node_dir="$root/.tools/node"

current_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ -x "$node_dir/bin/node" ]; then
  export PATH="$node_dir/bin:$PATH"
elif [ "$(current_major node)" -lt "$required_major" ]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "with-node24: unsupported architecture $(uname -m)" >&2; exit 1 ;;
  esac
  echo "with-node24: Node $(node -v 2>/dev/null || echo none) is older than $required_major; fetching node-linux-$arch@$required_major" >&2
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "node-linux-$arch@$required_major" >/dev/null)
  mkdir -p "$node_dir.partial"
  tar xzf "$tmp"/node-linux-*.tgz -C "$node_dir.partial" --strip-components=1
  rm -rf "$node_dir" && mv "$node_dir.partial" "$node_dir"
  export PATH="$node_dir/bin:$PATH"
fi

# Native addons (better-sqlite3, argon2) must compile against the headers of the Node that runs them,
# not the machine-wide nodedir setting that may point at an older Node.
node_root="$(dirname "$(dirname "$(command -v node)")")"
if [ -d "$node_root/include/node" ]; then export npm_config_nodedir="$node_root"; fi

exec "$@"
