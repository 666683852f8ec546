# return in finally swallows the exception
def f():
    try:
        1 / 0
    finally:
        return "swallowed"
print(f())
