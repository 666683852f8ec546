# close() closes the sub-generator first
def inner():
    try:
        yield 1
    finally:
        print("inner finally")
def outer():
    try:
        yield from inner()
    finally:
        print("outer finally")
g = outer()
next(g)
g.close()
print("closed")
