#!/usr/bin/env python3
"""Validate trace files against the generated JSON Schema with Python's jsonschema (manual cross-check).

    python3 tools/check-schema.py schema/trace.schema.json traces/

Every `*.yaml` under the folder is checked; `*.scene.yaml` files against `scene.schema.json` beside the
trace schema (or --scene-schema). Prints each error with its file, then `N valid, M invalid`; exits 1
when any file is invalid. The Swift test suite is what CI runs; this tool is a second opinion.

YAML is read as the YAML language server reads it: YAML 1.2's core schema. PyYAML's safe loader is
YAML 1.1 (`yes`/`on` are booleans, `017` is octal, `1_000` is a number, `2001-12-14` a date), so the
loader below drops its implicit resolvers and installs the core schema's instead. Mapping keys stay
the text written. Differences that remain from the YAML language server: Python's `re` lets `$`
match before a final newline, and its `\\d`/`\\w` are Unicode.
"""
import argparse
import json
import math
import pathlib
import re
import sys

import jsonschema
import jsonschema.exceptions
import yaml


class CoreLoader(yaml.SafeLoader):
    """PyYAML's safe loader with YAML 1.2 core-schema tag resolution."""


CoreLoader.yaml_implicit_resolvers = {}
_CORE = [
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", list("~nN") + [""]),
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", list("-+0123456789")),
    ("tag:yaml.org,2002:float",
     r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
     list("-+.0123456789")),
]
for _tag, _pattern, _first in _CORE:
    CoreLoader.add_implicit_resolver(_tag, re.compile(_pattern), _first)


def _int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text, 10)


def _float(loader, node):
    text = loader.construct_scalar(node)
    if text.lstrip("+-").lower() == ".inf":
        return -math.inf if text.startswith("-") else math.inf
    if text.lower() == ".nan":
        return math.nan
    return float(text)


def _mapping(loader, node):
    return {
        (key.value if isinstance(key, yaml.ScalarNode) else loader.construct_object(key, deep=True)):
            loader.construct_object(value, deep=True)
        for key, value in node.value
    }


CoreLoader.add_constructor("tag:yaml.org,2002:bool", lambda loader, node: loader.construct_scalar(node) in ("true", "True", "TRUE"))
CoreLoader.add_constructor("tag:yaml.org,2002:int", _int)
CoreLoader.add_constructor("tag:yaml.org,2002:float", _float)
CoreLoader.add_constructor("tag:yaml.org,2002:map", _mapping)


def pointer(path):
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in path) or "/"


def deepest(error):
    """The error that says what is wrong: for a value that matches none of several shapes (a view of
    some kind, a point or a mapping), the best match among the shapes' own errors, followed down."""
    while error.context:
        # The shape the value came closest to is the one whose error lies deepest inside the value.
        candidates = [deepest(e) for e in error.context]
        depth = max(len(e.absolute_path) for e in candidates)
        error = jsonschema.exceptions.best_match([e for e in candidates if len(e.absolute_path) == depth])
    return error


def shortened(message, limit=200):
    return message if len(message) <= limit else message[: limit - 1] + "…"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("schema", type=pathlib.Path)
    parser.add_argument("folder", type=pathlib.Path)
    parser.add_argument("--scene-schema", type=pathlib.Path)
    args = parser.parse_args()
    scene_path = args.scene_schema or args.schema.with_name("scene.schema.json")
    validators = {}
    for kind, path in (("trace", args.schema), ("scene", scene_path)):
        schema = json.loads(path.read_text(encoding="utf-8"))
        jsonschema.Draft7Validator.check_schema(schema)
        validators[kind] = jsonschema.Draft7Validator(schema)

    valid = invalid = 0
    for file in sorted(args.folder.rglob("*.yaml")):
        validator = validators["scene" if file.name.endswith(".scene.yaml") else "trace"]
        try:
            document = yaml.load(file.read_text(encoding="utf-8"), Loader=CoreLoader)
        except yaml.YAMLError as error:
            print(f"{file}: not YAML: {error}")
            invalid += 1
            continue
        errors = sorted((deepest(e) for e in validator.iter_errors(document)), key=lambda e: list(map(str, e.absolute_path)))
        for error in errors:
            print(f"{file}: {pointer(error.absolute_path)}: {shortened(error.message)}")
        if errors:
            invalid += 1
        else:
            valid += 1
    print(f"{valid} valid, {invalid} invalid")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main())
