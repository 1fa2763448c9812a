"""The `dicetable` command line: each command is found by its module's name and starts without the others."""

import pkgutil
import subprocess
import sys
from importlib import import_module

import companion.commands
from companion.cli import build_parser

COMMANDS = sorted(info.name for info in pkgutil.iter_modules(companion.commands.__path__))


def subcommand_names(parser):
    (subcommands,) = [action for action in parser._actions if action.dest == "command"]
    return sorted(subcommands.choices)


def test_every_command_is_named_after_its_module():
    assert [import_module(f"companion.commands.{name}").NAME for name in COMMANDS] == COMMANDS


def test_a_command_builds_only_its_own_parser():
    assert subcommand_names(build_parser("read")) == ["read"]


def test_an_unknown_command_gets_the_parser_of_every_command():
    assert subcommand_names(build_parser("kniffel")) == COMMANDS


def test_reading_images_starts_without_pygame_or_the_table():
    probe = "import sys; from companion.cli import build_parser; build_parser('read'); print(sorted(sys.modules))"
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert "'pygame'" not in loaded and "'companion.table'" not in loaded
