"""`dicetable` command line: finds its subcommands in `companion.commands`, one module each."""

from __future__ import annotations

import argparse
import pkgutil
import sys
from importlib import import_module

import companion.commands
from dicetable.errors import DicetableError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dicetable", description="Camera companion for the dice table.")
    subcommands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for info in sorted(pkgutil.iter_modules(companion.commands.__path__), key=lambda m: m.name):
        module = import_module(f"companion.commands.{info.name}")
        sub = subcommands.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(sub)
        sub.set_defaults(run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except DicetableError as error:
        print(f"dicetable: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
