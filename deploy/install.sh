#!/usr/bin/env bash
# Install dicetable on Raspberry Pi OS Bookworm and start it at boot, full screen.
#   sudo deploy/install.sh            # for the user who called sudo
#   sudo deploy/install.sh USER       # for another user
# Installs apt packages (picamera2 and lgpio are not on PyPI for the Pi), makes .venv with
# --system-site-packages so the venv sees them, installs dicetable pinned by deploy/constraints-pi.txt,
# copies the documented default config if the user has none, and enables dicetable.service.
set -euo pipefail

app_dir=$(cd "$(dirname "$0")/.." && pwd)
user=${1:-${SUDO_USER:-}}

if [ "$(id -u)" -ne 0 ]; then
    echo "install.sh: run it with sudo: sudo $0" >&2
    exit 1
fi
if [ -z "$user" ] || [ "$user" = root ] || ! id "$user" >/dev/null 2>&1; then
    echo "install.sh: name the user who will run dicetable (not root): sudo $0 USER" >&2
    exit 1
fi
home_dir=$(getent passwd "$user" | cut -d: -f6)
# shellcheck source=/dev/null
. /etc/os-release
if [ "${VERSION_CODENAME:-}" != bookworm ]; then
    echo "install.sh: made for Raspberry Pi OS Bookworm; this is ${PRETTY_NAME:-unknown}. Going on anyway." >&2
fi

echo "== apt packages"
apt-get update -qq
# fonts-dejavu-core: the screens draw their arrows and symbols (◀ ▶ ↻ ↩) in DejaVu Sans.
apt-get install -y -qq python3-venv python3-pip python3-picamera2 python3-lgpio python3-numpy fonts-dejavu-core

echo "== groups: camera and screen (video, render), touch and keys (input), buttons (gpio)"
for group in video render input gpio; do
    if getent group "$group" >/dev/null; then
        usermod -a -G "$group" "$user"
    fi
done

echo "== venv in $app_dir/.venv"
run_as_user() { sudo -u "$user" -H "$@"; }
run_as_user python3 -m venv --system-site-packages "$app_dir/.venv"
run_as_user "$app_dir/.venv/bin/pip" install -q --upgrade pip
run_as_user "$app_dir/.venv/bin/pip" install -q -c "$app_dir/deploy/constraints-pi.txt" -e "$app_dir"

config="$home_dir/.config/dicetable/config.toml"
if [ ! -e "$config" ]; then
    echo "== default settings in $config"
    run_as_user mkdir -p "$(dirname "$config")"
    run_as_user cp "$app_dir/companion/default_config.toml" "$config"
fi

echo "== systemd service"
sed -e "s|@USER@|$user|g" -e "s|@HOME_DIR@|$home_dir|g" -e "s|@APP_DIR@|$app_dir|g" \
    "$app_dir/deploy/dicetable.service" >/etc/systemd/system/dicetable.service
systemctl daemon-reload
systemctl enable dicetable.service
systemctl restart dicetable.service

echo "dicetable is installed and starts at boot. Logs: journalctl -u dicetable -f"
echo "Settings: $config (buttons, camera, language); then: sudo systemctl restart dicetable"
