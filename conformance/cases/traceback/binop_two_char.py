# a two-character operator (//) gets two ^
def f(n):
    return 10 // n
f(0)
