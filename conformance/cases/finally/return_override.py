# return in finally overrides the try return
def f():
    try:
        return "try"
    finally:
        return "finally"
print(f())
