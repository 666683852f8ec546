#!/usr/bin/env python3
"""Write the golden AST dumps of the grammar corpus, using CPython 3.11.

    python3 parser/testdata/grammar/gen.py

For every case file NAME.py in this directory (except py312.py, whose golden
file is hand-written), writes NAME.golden: for each case, a line
"# --- NAME.py:LINE" (LINE is the line of the case's separator) followed by
one line holding ast.dump(ast.parse(case_bytes)).

The single-file cases of raw/ are defined in RAW below as exact bytes
(CRLF, form feeds, a BOM, no final newline, ...); this script (re)writes
raw/NAME.py and raw/NAME.golden (one line: the dump).

A case CPython rejects is an error here: the corpus holds valid programs only.
"""

import ast
import os
import sys
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
HAND_WRITTEN = {"py312.py"}

RAW = {
    "crlf": b"if x:\r\n    y = 1\r\nelse:\r\n    y = '''a\r\nb'''\r\n",
    "cr_only": b"x = 1\ry = 2\r",
    "no_final_newline": b"x = 1\nif x:\n    pass",
    "no_final_newline_comment": b"x = 1\n# trailing comment",
    "no_final_newline_backslash_string": b"s = 'a'",
    "empty": b"",
    "only_newlines": b"\n\n\n",
    "only_comment": b"# nothing here\n",
    "bom": b"\xef\xbb\xbfx = 1\n",
    "bom_coding_utf8": b"\xef\xbb\xbf# -*- coding: utf-8 -*-\nx = '\xc3\xa9'\n",
    "coding_cookie_utf8": b"# -*- coding: utf-8 -*-\nx = '\xe2\x82\xac'\n",
    "coding_cookie_second_line": b"#!/usr/bin/env python3\n# vim: set fileencoding=utf-8 :\nx = 1\n",
    "form_feed_indent": b"\x0cdef f():\n\x0c    return 1\n",
    "form_feed_line": b"x = 1\n\x0c\ny = 2\n",
    "tabs_indent": b"if x:\n\ty = 1\n\tif y:\n\t\tz = 2\n",
    "tab_after_spaces_consistent": b"if x:\n        y = 1\n        if y:\n        \tz = 2\n",
    "trailing_whitespace": b"x = 1   \nif x:   \n    pass   \n",
    "blank_lines_with_spaces_in_block": b"def f():\n    x = 1\n  \n        \n    return x\n",
    "comment_dedented_in_block": b"def f():\n    x = 1\n# comment at col 0\n    return x\n",
    "backslash_continuation_crlf": b"x = 1 + \\\r\n    2\r\n",
    "string_with_crlf_escape": b"x = 'a\\\r\nb'\r\n",
    "triple_string_crlf_content": b"x = '''line1\r\nline2\r\n'''\r\n",
    "nul_free_unicode_escape_max": b"x = '\\U0010ffff'\n",
    "deep_indentation": b"".join(b"    " * i + b"if x:\n" for i in range(40)) + b"    " * 40 + b"pass\n",
    "long_line": b"x = [" + b", ".join(b"%d" % i for i in range(2000)) + b"]\n",
    "many_parens_199": b"x = " + b"(" * 199 + b"1" + b")" * 199 + b"\n",
    "unicode_identifiers_nfkc": "ﬁ = 1\nℌ = 2\n𝔘𝔫𝔦 = 3\n".encode(),
    "line_continuation_at_eof": b"x = 1 + \\\n  2",
    "string_concat_many_lines": b"x = ('a'\n     'b'\n\n     # comment\n     'c')\n",
}


def split_cases(data):
    """Return (line_of_separator, case_bytes) for each case of a corpus file."""
    cases = []
    cur = None
    for i, line in enumerate(data.splitlines(keepends=True), 1):
        if line.rstrip(b"\n") == b"# ---" or line.startswith(b"# --- "):
            cur = [i, []]
            cases.append(cur)
        elif cur is not None:
            cur[1].append(line)
    return [(n, b"".join(lines)) for n, lines in cases]


def dump(src, where):
    try:
        tree = ast.parse(src)
    except SyntaxError as e:
        sys.exit(f"{where}: CPython rejects this case: {e}")
    return ast.dump(tree)


def main():
    warnings.simplefilter("ignore")
    if sys.version_info[:2] != (3, 11):
        sys.exit(f"gen.py must run under CPython 3.11, not {sys.version}")
    total = 0
    for name in sorted(os.listdir(HERE)):
        if not name.endswith(".py") or name == "gen.py" or name in HAND_WRITTEN:
            continue
        with open(os.path.join(HERE, name), "rb") as f:
            data = f.read()
        if b"\r" in data:
            sys.exit(f"{name}: corpus files must use LF line endings; put CR cases in RAW")
        out = []
        for line, src in split_cases(data):
            out.append(f"# --- {name}:{line}\n{dump(src, f'{name}:{line}')}\n")
        total += len(out)
        golden = os.path.join(HERE, name[:-3] + ".golden")
        with open(golden, "w", encoding="utf-8", newline="\n") as f:
            f.write("".join(out))
    rawdir = os.path.join(HERE, "raw")
    os.makedirs(rawdir, exist_ok=True)
    for old in os.listdir(rawdir):
        os.remove(os.path.join(rawdir, old))
    for name, src in sorted(RAW.items()):
        with open(os.path.join(rawdir, name + ".py"), "wb") as f:
            f.write(src)
        with open(os.path.join(rawdir, name + ".golden"), "w", encoding="utf-8", newline="\n") as f:
            f.write(dump(src, f"raw/{name}") + "\n")
        total += 1
    print(f"wrote {total} golden dumps")


if __name__ == "__main__":
    main()
