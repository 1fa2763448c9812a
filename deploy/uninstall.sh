#!/usr/bin/env bash
# Remove what deploy/install.sh set up: the service and the venv. Journals and settings stay.
#   sudo deploy/uninstall.sh
set -euo pipefail

app_dir=$(cd "$(dirname "$0")/.." && pwd)

if [ "$(id -u)" -ne 0 ]; then
    echo "uninstall.sh: run it with sudo: sudo $0" >&2
    exit 1
fi

unit=/etc/systemd/system/dicetable.service
if [ -e "$unit" ]; then
    systemctl disable --now dicetable.service || true
    rm -f "$unit"
    systemctl daemon-reload
    echo "removed dicetable.service"
fi
rm -rf "$app_dir/.venv"
echo "removed $app_dir/.venv"
echo "kept your journals (~/.local/share/dicetable/journal) and settings (~/.config/dicetable/config.toml);"
echo "the apt packages python3-picamera2 and python3-lgpio stay too (remove them with apt if unused)."
