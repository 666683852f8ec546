# del of a free variable deleted twice
def g():
    y = 1
    def h():
        nonlocal y
        del y
        del y
    h()
g()
