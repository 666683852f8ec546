# a call that is the whole line: no marks
def f():
    raise ValueError("bad")
f()
