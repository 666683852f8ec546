# a finally clause may itself yield
def g():
    try:
        yield 1
    finally:
        yield "from finally"
print(list(g()))
