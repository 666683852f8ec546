"""Generates the golden files of package resolve from CPython.

    python3 resolve/testdata/gen.py

scopes.py holds snippets separated by lines "---". For each, scopes.golden
gets one line per scope, "path: name=Kind ...", derived from CPython's
symtable module: the classification of every name the scope itself uses,
binds or declares, translated to the resolver's model:

  - functions, lambdas, generator expressions: Local, Cell, Free, Global;
  - class bodies: ClassLocal (bound in the class, or global implicit, which
    CPython loads with LOAD_NAME), ClassFree (free: LOAD_CLASSDEREF),
    Global (declared global);
  - the module: Global;
  - list/set/dict comprehensions are inlined as in CPython 3.12 (PEP 709):
    their iteration variables are Local (Cell if an inner scope captures
    them); any other name has the binding it has in the enclosing scope
    (for a comprehension in a class body: Free or Global, as in a method).
    A local of a function is a Cell only if a scope other than an inlined
    comprehension captures it (CPython 3.11, which does not inline, makes
    it a cell whenever a comprehension uses it).

errors.py holds snippets that CPython's compile() rejects in its symbol
table pass (or accepts: "OK"); errors.golden gets one line per snippet,
"lineno:offset-end_lineno:end_offset: msg".
"""

import os
import symtable
import _symtable as st

HERE = os.path.dirname(os.path.abspath(__file__))

DIRECT = (st.DEF_GLOBAL | st.DEF_LOCAL | st.DEF_PARAM | st.DEF_NONLOCAL |
          st.USE | st.DEF_IMPORT | st.DEF_ANNOT | (2 << 8))  # 2<<8: DEF_COMP_ITER
COMPS = {"listcomp", "setcomp", "dictcomp"}


def chunks(name):
    with open(os.path.join(HERE, name)) as f:
        text = f.read()
    out, cur = [], []
    for line in text.splitlines(keepends=True):
        if line.rstrip("\n") == "---":
            out.append("".join(cur))
            cur = []
        else:
            cur.append(line)
    out.append("".join(cur))
    return out


def flags(sym):
    return sym._Symbol__flags


def scope(sym):
    return sym._Symbol__scope


def kind(t):
    if t.get_type() == "module":
        return "module"
    if t.get_type() == "class":
        return "class"
    if t.get_name() in COMPS:
        return "comp"
    return "function"


def comp_bound(sym):
    f = flags(sym)
    return bool(f & st.DEF_LOCAL) and not f & (st.DEF_GLOBAL | st.DEF_NONLOCAL)


def has(t, name):
    return name in t.get_identifiers()


def captured(t, name):
    """Whether a non-inlined scope nested in t (through comprehensions that
    do not bind name) has name free."""
    for c in t.get_children():
        if kind(c) == "comp":
            if has(c, name) and comp_bound(c.lookup(name)):
                continue
            if captured(c, name):
                return True
        elif has(c, name) and (scope(c.lookup(name)) == st.FREE or
                               flags(c.lookup(name)) & st.DEF_FREE_CLASS):
            # DEF_FREE_CLASS: a class that binds name but passes the
            # enclosing cell on to its methods or comprehensions.
            return True
    return False


def classify(t, name, parent):
    s = t.lookup(name)
    sc = scope(s)
    k = kind(t)
    if k == "module":
        return "Global"
    if k == "function":
        if sc in (st.GLOBAL_EXPLICIT, st.GLOBAL_IMPLICIT):
            return "Global"
        if sc == st.FREE:
            return "Free"
        return "Cell" if captured(t, name) else "Local"
    if k == "class":
        if sc == st.GLOBAL_EXPLICIT:
            return "Global"
        if sc == st.FREE:
            return "ClassFree"
        return "ClassLocal"
    # inlined comprehension
    if comp_bound(s):
        return "Cell" if captured(t, name) else "Local"
    if sc in (st.GLOBAL_EXPLICIT, st.GLOBAL_IMPLICIT):
        return "Global"
    return resolve_up(parent, name)


def resolve_up(p, name):
    t, parent = p
    k = kind(t)
    if k == "comp":
        if has(t, name) and comp_bound(t.lookup(name)):
            return "Cell" if captured(t, name) else "Local"
        return resolve_up(parent, name)
    if k == "function":
        if has(t, name):
            return classify(t, name, parent)
        return "Free"
    if k == "class":
        return "Cell" if name == "__class__" else "Free"
    raise AssertionError("free name %r reaches the module" % name)


def scope_name(t):
    if t.get_type() == "module":
        return "<module>"
    n = t.get_name()
    if n in COMPS or n in ("lambda", "genexpr"):
        return "<" + n + ">"
    return n


def dump(t, path, parent, out):
    syms = sorted(s.get_name() for s in t.get_symbols() if flags(s) & DIRECT and not s.get_name().startswith("."))
    out.append("%s: %s" % (path, " ".join(
        "%s=%s" % (n, classify(t, n, parent)) for n in syms)))
    seen = {}
    for c in t.get_children():
        n = scope_name(c)
        seen[n] = seen.get(n, 0) + 1
        if seen[n] > 1:
            n += "#%d" % seen[n]
        cpath = n if path == "<module>" else path + "." + n
        dump(c, cpath, (t, parent), out)


def main():
    out = []
    for i, src in enumerate(chunks("scopes.py")):
        compile(src, "scopes.py", "exec")  # must be valid
        lines = []
        dump(symtable.symtable(src, "scopes.py", "exec"), "<module>", None, lines)
        out.append("\n".join(lines) + "\n")
    with open(os.path.join(HERE, "scopes.golden"), "w") as f:
        f.write("---\n".join(out))

    out = []
    for src in chunks("errors.py"):
        try:
            compile(src, "errors.py", "exec")
            out.append("OK\n")
        except SyntaxError as e:
            out.append("%d:%d-%d:%d: %s\n" % (e.lineno, e.offset, e.end_lineno, e.end_offset, e.msg))
    with open(os.path.join(HERE, "errors.golden"), "w") as f:
        f.write("".join(out))


if __name__ == "__main__":
    main()
