# two closures share the same cell
def make():
    v = 0
    def get():
        return v
    def set(n):
        nonlocal v
        v = n
    return get, set
g, s = make()
s(5)
print(g())
s("x")
print(g())
