#!/usr/bin/env bash
# Installs what TraceReplay needs beyond the Swift toolchain: libyaml (Debian's libyaml-dev, or
# Homebrew's libyaml on macOS) and pkg-config. Does nothing when they are already there.
set -euo pipefail

have_libyaml() {
    if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists yaml-0.1; then return 0; fi
    [ -f /usr/include/yaml.h ] || [ -f /usr/local/include/yaml.h ] || [ -f /opt/homebrew/include/yaml.h ]
}

if have_libyaml && command -v pkg-config >/dev/null 2>&1; then
    exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "bootstrap: installing libyaml-dev and pkg-config with apt-get" >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libyaml-dev pkg-config >/dev/null
elif command -v brew >/dev/null 2>&1; then
    echo "bootstrap: installing libyaml and pkg-config with Homebrew" >&2
    brew install libyaml pkg-config
else
    echo "bootstrap: install libyaml (Debian: libyaml-dev) and pkg-config, then run this again" >&2
    exit 1
fi
