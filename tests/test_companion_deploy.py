"""The Raspberry Pi install: shell scripts pass shellcheck, the unit starts the companion on KMS/DRM."""

import shutil
import subprocess
from pathlib import Path

import pytest

DEPLOY = Path(__file__).resolve().parent.parent / "deploy"


@pytest.mark.skipif(shutil.which("shellcheck") is None, reason="shellcheck is not installed (apt install shellcheck)")
@pytest.mark.parametrize("script", ["install.sh", "uninstall.sh"])
def test_the_install_scripts_pass_shellcheck(script):
    result = subprocess.run(["shellcheck", str(DEPLOY / script)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout


def unit_settings():
    lines = (DEPLOY / "dicetable.service").read_text().splitlines()
    return [line for line in lines if "=" in line and not line.startswith("#")]


def test_the_service_runs_the_companion_full_screen_without_a_desktop():
    settings = unit_settings()
    assert "ExecStart=@APP_DIR@/.venv/bin/dicetable run" in settings
    assert "Environment=SDL_VIDEODRIVER=kmsdrm" in settings


def test_the_service_restarts_after_a_crash_and_starts_at_boot():
    settings = unit_settings()
    assert "Restart=always" in settings
    assert "WantedBy=multi-user.target" in settings


def test_the_pi_constraints_keep_numpy_1_for_apts_picamera2():
    pins = [line for line in (DEPLOY / "constraints-pi.txt").read_text().splitlines() if line and line[0] != "#"]
    assert pins == [
        "numpy>=1.23.5,<2",
        "opencv-python-headless==4.11.0.86",
        "pygame-ce>=2.5,<2.6",
        "gpiozero>=2.0,<2.1",
    ]


def test_the_venv_sees_the_apt_packages():
    script = (DEPLOY / "install.sh").read_text()
    assert "python3 -m venv --system-site-packages" in script
    assert "python3-picamera2 python3-lgpio" in script


def test_the_pi_install_brings_the_font_the_screens_draw_their_symbols_with():
    assert "fonts-dejavu-core" in (DEPLOY / "install.sh").read_text()
