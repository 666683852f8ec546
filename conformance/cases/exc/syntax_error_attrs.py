# SyntaxError's attributes and str() as CPython's __init__ and __str__ set them
def show(e):
    print(repr(str(e)), e.args, e.msg, e.filename, e.lineno, e.offset, repr(e.text), e.end_lineno, e.end_offset, e.print_file_and_line)
show(SyntaxError())
show(SyntaxError("only msg"))
show(SyntaxError("m", ("/a/b/file.py", 3, 5, "x = (1\n")))
show(SyntaxError("m", ("file.py", 3, 5, "x = (1\n", 3, 7)))
show(SyntaxError("m", (None, 3, 5, None)))
show(SyntaxError("m", ("f.py", None, 5, None)))
show(SyntaxError("m", ["list.py", 1, 2, "t"]))
show(SyntaxError(1, 2, 3))
show(IndentationError("unexpected indent", ("i.py", 2, 4, "    x\n")))
show(TabError("tabs", ("t.py", 9, 1, "\tx\n")))
for info in [("f", 1, 2), ("f", 1, 2, "t", 1, 2, 3), ("f", 1, 2, "t", 1)]:
    try:
        SyntaxError("m", info)
    except TypeError as e:
        print(e)
e = SyntaxError("m", ("f.py", 1, 1, "t"))
e.lineno = 10
e.filename = "other.py"
print(str(e))
class MySyntax(SyntaxError):
    pass
show(MySyntax("mine", ("mine.py", 4, 1, "abc\n")))
