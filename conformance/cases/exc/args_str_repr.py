# args, str and repr of builtin exceptions
for e in (ValueError("x"), ValueError(), ValueError(1, 2), KeyError("k"), KeyError(), KeyError("a", "b"), IndexError(0), TypeError("it's"), Exception(None), ZeroDivisionError("d"), RuntimeError(""), NameError("n"), StopIteration(5)):
    print(repr(e), "|", str(e), "|", e.args)
