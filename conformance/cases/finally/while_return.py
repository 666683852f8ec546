# return inside while with finally
def f():
    n = 0
    while True:
        try:
            n += 1
            if n == 3:
                return n
        finally:
            print("tick", n)
print(f())
