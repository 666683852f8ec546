# mutual recursion: the innermost 1000 frames, as CPython prints them
def a(n):
    return b(n)
def b(n):
    return a(n)
a(1)
