# What the sandbox refuses. Run it with:
#
#     go run ./cmd/pyinterp examples/sandbox.py
#
# Policy refusals are InterpreterErrors, which the program can catch (as
# smolagents' executor raises them); the memory bomb at the end is a limit:
# it ends the run with MemoryError and exit status 1.


def attempt(what, code):
    try:
        code()
    except Exception as e:
        print(f"refused: {what}\n    {type(e).__name__}: {e}")
    else:
        print(f"ALLOWED: {what}")


def import_os():
    import os
    os.system("echo pwned")


def import_subprocess_from():
    from subprocess import run
    run(["id"])


def dunder_walk():
    # The classic escape: from any object up to object, then down to every
    # class loaded in the process, looking for one that reaches os.
    for cls in ().__class__.__base__.__subclasses__():
        print(cls)


def function_globals():
    return attempt.__globals__["__builtins__"]


def format_string_walk():
    # str.format fields go through the same attribute checks.
    return "{0.__class__.__init__.__globals__}".format(attempt)


def getattr_walk():
    return getattr(getattr(attempt, "__code__"), "co_consts")


def frame_walk():
    def gen():
        yield 1
    return gen().gi_frame.f_back


def eval_builtin():
    return eval("1 + 1")


def open_file():
    return open("/etc/passwd").read()


def dunder_import():
    return __import__("os")


def subclasses_via_type():
    return type.__subclasses__(object)


attempt("import os", import_os)
attempt("from subprocess import run", import_subprocess_from)
attempt("().__class__.__base__.__subclasses__()", dunder_walk)
attempt("function.__globals__", function_globals)
attempt("'{0.__class__.__init__.__globals__}'.format(f)", format_string_walk)
attempt("getattr(f, '__code__')", getattr_walk)
attempt("generator frame walk (gi_frame.f_back)", frame_walk)
attempt("eval('1 + 1')", eval_builtin)
attempt("open('/etc/passwd')", open_file)
attempt("__import__('os')", dunder_import)
attempt("type.__subclasses__(object)", subclasses_via_type)

# Harmless introspection keeps working.
print("allowed: type(1).__name__ =", type(1).__name__)

# A memory bomb: a string of a terabyte. The allocation is refused before it
# is made (the process never holds more than --max-memory), and the run ends
# with MemoryError.
print("now a memory bomb: 'a' * 10**12")
s = "a" * 10**12
print("never printed")
