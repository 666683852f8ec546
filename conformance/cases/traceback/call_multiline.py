# a call spanning lines: marks to the end of its first line
def f(a, b):
    raise RuntimeError(a + b)
result = f(
    1, 2)
