# close() on an unstarted or finished generator does nothing
def g():
    try:
        yield 1
    finally:
        print("finally")
a = g()
a.close()
print(list(a))
b = g()
print(list(b))
b.close()
print("ok")
