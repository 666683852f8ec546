# a program on standard input: <stdin>, no source lines
# run: stdin
def f():
    return 1 / 0
f()
