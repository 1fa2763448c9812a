"""`dicetable` command line: finds its subcommands in `companion.commands`, one module each."""

from __future__ import annotations

import argparse
import pkgutil
import sys
from importlib import import_module

import companion.commands
from dicetable.errors import DicetableError


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser for `command` alone, or for every command when it is None or no command's name.

    A command's module is named after the command; importing only the one that runs keeps start-up short,
    since the commands pull in OpenCV, pygame and the engines.
    """
    parser = argparse.ArgumentParser(prog="dicetable", description="Camera companion for the dice table.")
    subcommands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    names = sorted(info.name for info in pkgutil.iter_modules(companion.commands.__path__))
    for name in [command] if command in names else names:
        module = import_module(f"companion.commands.{name}")
        sub = subcommands.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(sub)
        sub.set_defaults(run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = build_parser(argv[0] if argv else None).parse_args(argv)
    try:
        return args.run(args)
    except DicetableError as error:
        print(f"dicetable: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
